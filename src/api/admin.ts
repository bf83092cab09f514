// The staff API: list/save/delete calls and the actors that bind the admin list machine to them.

import { fromPromise } from 'xstate';
import type { OfficeRenewal } from '../../contract/account';
import type { AdminUser, AnalyticsPeriod } from '../../contract/admin';
import type {
  AdminApplication,
  AdminBlogPost,
  AdminEvent,
  AdminMessage,
  AdminRegistration,
  AdminResource,
  Member,
  MemberDetail,
} from '../../contract/answers';
import type { Paged } from '../../contract/api';
import type { PaymentSettingsInput } from '../../contract/paymentSchema';
import type { DeleteInput, LoadInput, RunActionInput, SaveInput } from '../../machines/adminCrud';
import type { RecordRenewalInput, SaveMemberInput } from '../../machines/memberDetail';
import { api, http, request, send, toApiError } from './client';

// The staff screens' answer types, from the contract's answer schemas (the ones the OpenAPI document is made from).
export type {
  AdminApplication,
  AdminBlogPost as AdminPost,
  AdminEvent,
  AdminMessage,
  AdminRegistration,
  AdminResource,
  DashboardAnswer as DashboardData,
  Member,
  MemberDetail,
} from '../../contract/answers';

export { BUILT_IN_CREATOR } from '../../contract/roles';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

const queryOf = ({ query, filters }: LoadInput): Record<string, string> => {
  const out: Record<string, string> = { page: String(query.page), pageSize: String(query.pageSize) };
  if (query.q) out.q = query.q;
  for (const [k, v] of Object.entries(filters)) if (v) out[k] = v;
  return out;
};

const loadCertificate = (signal?: AbortSignal) => send(api.admin.settings.certificate.$get({}, { init: { signal } }));

/**
 * The staff lists the list machine works on, by name, with their paths under /api taken from the typed client: a list
 * route renamed or removed on the server breaks this map, and with it every screen that names the list.
 */
const adminLists = {
  events: api.admin.events.$path(),
  'blog-posts': api.admin['blog-posts'].$path(),
  resources: api.admin.resources.$path(),
  users: api.admin.users.$path(),
  registrations: api.admin.registrations.$path(),
  'contact-messages': api.admin['contact-messages'].$path(),
  'membership-applications': api.admin['membership-applications'].$path(),
  members: api.admin.members.$path(),
};

/** A staff list the server has (`'events'`, `'blog-posts'`, …). */
export type AdminList = keyof typeof adminLists;

/** The item each staff list answers with (its answer schema's type): the item type of the list's screen. */
export type AdminListItem = {
  events: AdminEvent;
  'blog-posts': AdminBlogPost;
  resources: AdminResource;
  users: AdminUser;
  registrations: AdminRegistration;
  'contact-messages': AdminMessage;
  'membership-applications': AdminApplication;
  members: Member;
};

/** The path of a list, or of one of its items. */
const listPath = (list: AdminList, id?: string) => (id === undefined ? adminLists[list] : `${adminLists[list]}/${encodeURIComponent(id)}`);

/**
 * The list machine's calls. They stay generic over the lists, so their answers are the type the caller names (a list's
 * item type, `AdminListItem`); the paths are the client's.
 */
export const adminApi = {
  list: <T>(list: AdminList, input: LoadInput, signal?: AbortSignal) =>
    request<Paged<T>>(listPath(list), { query: queryOf(input), signal }),
  create: <T>(list: AdminList, body: unknown, signal?: AbortSignal) =>
    request<T>(
      listPath(list),
      body instanceof FormData
        ? { method: 'POST', body, signal }
        : { method: 'POST', body: body as Record<string, unknown>, headers: JSON_HEADERS, signal },
    ),
  update: <T>(list: AdminList, id: string, body: unknown, signal?: AbortSignal) =>
    request<T>(listPath(list, id), {
      method: 'PUT',
      body: body as Record<string, unknown>,
      headers: JSON_HEADERS,
      signal,
    }),
  remove: <T>(list: AdminList, id: string, signal?: AbortSignal) => request<T>(listPath(list, id), { method: 'DELETE', signal }),
  /** `details` go with the status (a rejection's reason). */
  setStatus: <T>(list: AdminList, id: string, status: string, details: Record<string, unknown> = {}, signal?: AbortSignal) =>
    request<T>(`${listPath(list, id)}/status`, {
      method: 'PUT',
      body: { ...details, status },
      headers: JSON_HEADERS,
      signal,
    }),
  dashboard: (signal?: AbortSignal) => send(api.admin['dashboard-summary'].$get({}, { init: { signal } })),
  analytics: (period: AnalyticsPeriod, signal?: AbortSignal) => send(api.admin.analytics.$get({ query: { period } }, { init: { signal } })),
  health: (signal?: AbortSignal) => send(api.health.$get({}, { init: { signal } })),
  settings: (signal?: AbortSignal) => send(api.admin.settings.$get({}, { init: { signal } })),
  saveSettings: (body: PaymentSettingsInput, signal?: AbortSignal) => send(api.admin.settings.$put({ json: body }, { init: { signal } })),
  certificate: loadCertificate,
  saveCertificate: (body: Omit<CertificateSettings, 'images'>) => send(api.admin.settings.certificate.$put({ json: body })),
  /** The image as the body, its own type (the server reads the bytes to be sure). */
  uploadCertificateImage: (name: CertificateImageName, file: File) =>
    send(
      api.admin.settings.certificate[':image'].$put(
        { param: { image: name } },
        { init: { body: file, headers: { 'Content-Type': file.type || 'application/octet-stream' } } },
      ),
    ),
  removeCertificateImage: (name: CertificateImageName) =>
    send(api.admin.settings.certificate[':image'].$delete({ param: { image: name } })),
};

export type CertificateImageName = 'logo' | 'signature' | 'seal';
/** What Settings hold for certificates: the chairperson's words, and of each image its type, size and hash. */
export type CertificateSettings = Awaited<ReturnType<typeof loadCertificate>>;

/** Actors for one list screen. `toBody` shapes the form values for the API; `createAsForm` sends multipart (resources). */
export function crudActors<L extends AdminList>(
  path: L,
  opts: { toBody?: (values: Record<string, unknown>) => Record<string, unknown>; createAsForm?: boolean; statusPath?: AdminList } = {},
) {
  type Item = AdminListItem[L];
  const body = opts.toBody ?? ((v) => v);
  return {
    loadPage: fromPromise<Paged<Item>, LoadInput>(({ input, signal }) => adminApi.list<Item>(path, input, signal)),
    saveItem: fromPromise<Item, SaveInput<Item>>(({ input, signal }) => {
      const payload = body(input.values);
      if (input.item) return adminApi.update<Item>(path, input.item.id, payload, signal);
      if (opts.createAsForm) {
        const form = new FormData();
        // Each control by its own name (a text in another language as `translations.am.title`), as a form posts it.
        for (const [k, v] of Object.entries(input.values)) if (v !== undefined && v !== null) form.set(k, String(v));
        return adminApi.create<Item>(path, form, signal);
      }
      return adminApi.create<Item>(path, payload, signal);
    }),
    deleteItem: fromPromise<unknown, DeleteInput<Item>>(({ input, signal }) => adminApi.remove(path, input.item.id, signal)),
    runAction: fromPromise<unknown, RunActionInput<Item>>(({ input, signal }) =>
      adminApi.setStatus(opts.statusPath ?? path, input.item.id, input.action, input.details, signal),
    ),
  };
}

const member = api.admin.members[':id'];

/** The member dialog's calls: one member with its history, the end date or listing changed, an office renewal. */
export const memberActors = {
  loadMember: fromPromise<MemberDetail, { id: string }>(({ input, signal }) =>
    send(member.$get({ param: { id: input.id } }, { init: { signal } })),
  ),
  saveMember: fromPromise<MemberDetail, SaveMemberInput>(({ input, signal }) =>
    send(
      member.$put(
        {
          param: { id: input.id },
          json: { validUntil: input.values.validUntil, listInDirectory: input.values.listInDirectory, reason: input.values.reason },
        },
        { init: { signal } },
      ),
    ),
  ),
  recordRenewal: fromPromise<MemberDetail, RecordRenewalInput>(({ input, signal }) =>
    send(
      member.renewals.$post(
        {
          param: { id: input.id },
          // The machine sends only values that passed OfficeRenewalSchema, so the plan is one of its plans.
          json: { membershipType: input.values.membershipType as OfficeRenewal['membershipType'], reason: input.values.reason },
        },
        { init: { signal } },
      ),
    ),
  ),
};

/** Authenticated download (the token lives in localStorage, so a plain link cannot carry it): bytes → object URL. */
export async function fetchFile(
  path: string,
  query: Record<string, string> = {},
): Promise<{ url: string; filename: string; type: string; blob: Blob }> {
  try {
    const res = await http.raw<Blob, 'blob'>(path, { query, responseType: 'blob' });
    const disposition = res.headers.get('content-disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
    const blob = res._data as Blob;
    return { url: URL.createObjectURL(blob), filename, type: blob.type || (res.headers.get('content-type') ?? ''), blob };
  } catch (err) {
    throw toApiError(err);
  }
}

/** Saves a fetched file through a temporary link. */
export function saveFile(file: { url: string; filename: string }) {
  const a = document.createElement('a');
  a.href = file.url;
  a.download = file.filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(file.url), 60_000);
}

export const downloadCsv = async (path: AdminList, q: string, filters: Record<string, string> = {}) => {
  const query: Record<string, string> = { format: 'csv' };
  // An empty filter is "all": left out, as the list's own page requests leave it out.
  for (const [k, v] of Object.entries(filters)) if (v) query[k] = v;
  if (q) query.q = q;
  saveFile(await fetchFile(listPath(path), query));
};

/** Images are shown as data: URLs (the page's CSP allows data: images, not blob: ones). */
export const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
