// What an admin list's address says: `?page=2&q=hana&status=pending`. Every list route validates its search with one
// of these schemas; a value that does not fit (page=abc, status=lost) falls back to its default instead of an error.
import * as v from 'valibot';
import type { AdminMemberListQuerySchema } from '../../contract/account';
import type {
  ApplicationListQuerySchema,
  ListQuery,
  ListQuerySchema,
  MessageListQuerySchema,
  RegistrationListQuerySchema,
} from '../../contract/admin';
import { MEMBERSHIP_TYPES, REGISTRATION_FILTERS, UuidSchema } from '../../contract/lists';
import { MEMBER_STATUSES } from '../../contract/members';
import { APPLICATION_STATUSES, MESSAGE_STATUSES } from '../../contract/roles';

// The router reads `?page=2` as the number 2 and `?q=123` as a number too: both forms are accepted.
const page = v.optional(
  v.fallback(v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.number(), v.integer(), v.minValue(1)), 1),
  1,
);
const q = v.optional(v.fallback(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(200)), ''), '');
// A filter is '' (all) or a value its schema accepts.
const filter = <T extends v.GenericSchema<string, string>>(schema: T) =>
  v.optional(
    v.fallback(
      v.pipe(
        v.string(),
        v.check((value) => value === '' || v.is(schema, value)),
      ),
      '',
    ),
    '',
  );

export const listSearch = v.object({ page, q });
export const registrationsSearch = v.object({
  page,
  q,
  eventId: filter(UuidSchema),
  status: filter(v.picklist(REGISTRATION_FILTERS.filter((f) => f !== 'all'))),
});
export const messagesSearch = v.object({ page, q, status: filter(v.picklist(MESSAGE_STATUSES)) });
export const applicationsSearch = v.object({ page, q, status: filter(v.picklist(APPLICATION_STATUSES)) });
export const membersSearch = v.object({ page, q, status: filter(v.picklist(MEMBER_STATUSES)), plan: filter(v.picklist(MEMBERSHIP_TYPES)) });

/** The address form of a list query: defaults are left out, so the plain list keeps its plain address. */
export function toSearch(query: Pick<ListQuery, 'page' | 'q'>, filters: Record<string, string>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (query.page > 1) out.page = query.page;
  if (query.q) out.q = query.q;
  for (const [name, value] of Object.entries(filters)) if (value) out[name] = value;
  return out;
}

// The defaults name only parameters the API's list query takes, so one the contract drops fails to compile here.
type AddressOf<S extends v.GenericSchema> = Partial<Record<keyof v.InferInput<S>, unknown>>;
/** The defaults each list's address leaves out (the router would otherwise write them back into the address). */
export const listDefaults = { page: 1, q: '' } satisfies Pick<ListQuery, 'page' | 'q'> & AddressOf<typeof ListQuerySchema>;
export const registrationsDefaults = { ...listDefaults, eventId: '', status: '' } satisfies AddressOf<typeof RegistrationListQuerySchema>;
export const statusDefaults = { ...listDefaults, status: '' } satisfies AddressOf<typeof MessageListQuerySchema> &
  AddressOf<typeof ApplicationListQuerySchema>;
export const membersDefaults = { ...listDefaults, status: '', plan: '' } satisfies AddressOf<typeof AdminMemberListQuerySchema>;
