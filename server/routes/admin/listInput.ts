// The query of a staff list: the document describes it by the contract's schema, and the route reads it as every staff
// list reads it (listParams, then the list's own filters), so a refused page, format or filter keeps its own code
// (server.listFormat, server.statusOneOf, server.eventIdInvalid), which the schema's messages would not give.
import type { Context } from 'hono';
import type * as v from 'valibot';
import { validated } from '../../apiDoc';
import type { AppEnv } from '../../deps';

export const listInput = <S extends v.GenericSchema, Out>(schema: S, read: (c: Context<AppEnv>) => Out) => validated('query', schema, read);
