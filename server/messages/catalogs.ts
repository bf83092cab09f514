// Every catalog of texts the server may answer with, each beside its Amharic counterpart. An Amharic request gets the
// counterpart of each English text (server/messages/localize.ts pairs them key by key).
//
// A contract/messages/<area>.ts whose contract/messages/am/<area>.ts exists belongs here as one more pair;
// tests/server/languages.test.ts fails while one is missing.
import * as amErrors from './am/errors';
import * as enErrors from './errors';

export type CatalogPair = { path: string; en: object; am: object };

export const CATALOG_PAIRS: readonly CatalogPair[] = [{ path: 'server/messages/errors.ts', en: enErrors, am: amErrors }];
