// What an admin list's address says: `?page=2&q=hana&status=pending`. Every list route validates its search with one
// of these schemas; a value that does not fit (page=abc, status=lost) falls back to its default instead of an error.
import type { SearchSchemaInput } from '@tanstack/react-router';
import type * as v from 'valibot';
import type { AdminMemberListQuerySchema } from '../../contract/account';
import type {
  ApplicationListQuerySchema,
  ListQuery,
  ListQuerySchema,
  MessageListQuerySchema,
  RegistrationListQuerySchema,
} from '../../contract/admin';
import { MEMBERSHIP_TYPES, REGISTRATION_FILTERS } from '../../contract/lists';
import { MEMBER_STATUSES } from '../../contract/members';
import { APPLICATION_STATUSES, MESSAGE_STATUSES } from '../../contract/roles';
import { choiceParam, pageParam, textParam, uuidParam } from '../searchParams';

type Paged = { page: number; q: string };
/** A list's search as links write it (every part optional); read from the address, any part may be anything. */
type Written<T> = { [K in keyof T]?: T[K] } & SearchSchemaInput;
type Search = Record<string, unknown>;
/** Every list: `?page=` and `?q=` (the router reads `?q=123` as a number: it is still the text typed). */
const paged = (s: Search): Paged => ({ page: pageParam(s.page), q: textParam(s.q, 200) });

export const listSearch = (s: Written<Paged>): Paged => paged(s);
type RegistrationsSearch = Paged & { eventId: string; status: '' | Exclude<(typeof REGISTRATION_FILTERS)[number], 'all'> };
export const registrationsSearch = (s: Written<RegistrationsSearch>): RegistrationsSearch => ({
  ...paged(s),
  eventId: uuidParam(s.eventId) ?? '',
  status: choiceParam(
    s.status,
    REGISTRATION_FILTERS.filter((f) => f !== 'all'),
    '',
  ),
});
type StatusSearch<S extends string> = Paged & { status: '' | S };
export const messagesSearch = (s: Written<StatusSearch<(typeof MESSAGE_STATUSES)[number]>>) => ({
  ...paged(s),
  status: choiceParam(s.status, MESSAGE_STATUSES, ''),
});
export const applicationsSearch = (s: Written<StatusSearch<(typeof APPLICATION_STATUSES)[number]>>) => ({
  ...paged(s),
  status: choiceParam(s.status, APPLICATION_STATUSES, ''),
});
type MembersSearch = StatusSearch<(typeof MEMBER_STATUSES)[number]> & { plan: '' | (typeof MEMBERSHIP_TYPES)[number] };
export const membersSearch = (s: Written<MembersSearch>): MembersSearch => ({
  ...paged(s),
  status: choiceParam(s.status, MEMBER_STATUSES, ''),
  plan: choiceParam(s.plan, MEMBERSHIP_TYPES, ''),
});

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
export const listDefaults = { page: 1, q: '' as const } satisfies Pick<ListQuery, 'page' | 'q'> & AddressOf<typeof ListQuerySchema>;
export const registrationsDefaults = { ...listDefaults, eventId: '', status: '' as const } satisfies AddressOf<
  typeof RegistrationListQuerySchema
>;
export const statusDefaults = { ...listDefaults, status: '' as const } satisfies AddressOf<typeof MessageListQuerySchema> &
  AddressOf<typeof ApplicationListQuerySchema>;
export const membersDefaults = { ...listDefaults, status: '' as const, plan: '' as const } satisfies AddressOf<
  typeof AdminMemberListQuerySchema
>;
