// The counter's calls (server/routes/admin/counter.ts): each is the `submit` of one counter form's machine.
import { FetchError } from 'ofetch';
import type {
  Resent,
  WalkInMemberAnswer,
  WalkInMemberInput,
  WalkInRegistrationAnswer,
  WalkInRegistrationInput,
} from '../../contract/counter';
import type { Lang } from '../../contract/languages';
import type { AdminEvent, AdminRegistration, Member } from './admin';
import { fetchFile, saveFile } from './admin';
import { http, request, toApiError } from './client';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** Like `request`, keeping a refusal's own data (the registration an address already has) as `extra`. */
async function withRefusal<T>(path: string, options: Parameters<typeof http>[1]): Promise<T> {
  try {
    const body = await http<{ data: T }>(path, options as never);
    return body.data;
  } catch (err) {
    const failure = toApiError(err);
    const data = err instanceof FetchError ? (err.data as { registration?: unknown } | undefined) : undefined;
    throw Object.assign(failure, { extra: data?.registration ?? null });
  }
}

export type WalkInMemberValues = { details: WalkInMemberInput; slip: File | null };

export const counterApi = {
  addMember: ({ details, slip }: WalkInMemberValues, signal?: AbortSignal) => {
    const form = new FormData();
    form.set('details', JSON.stringify(details));
    if (slip) form.set('slip', slip, slip.name);
    return request<WalkInMemberAnswer>('/admin/counter/members', { method: 'POST', body: form, signal });
  },
  walkIn: ({ eventId, ...body }: WalkInRegistrationInput & { eventId: string }, signal?: AbortSignal) =>
    withRefusal<WalkInRegistrationAnswer>(`/admin/counter/events/${encodeURIComponent(eventId)}/walk-ins`, {
      method: 'POST',
      body,
      headers: JSON_HEADERS,
      signal,
    }),
  signInLink: (email: string, signal?: AbortSignal) =>
    request<Resent>('/admin/counter/sign-in-links', { method: 'POST', body: { email }, headers: JSON_HEADERS, signal }),
  resendRegistration: (id: string, signal?: AbortSignal) =>
    request<Resent>(`/admin/counter/registrations/${encodeURIComponent(id)}/resend`, { method: 'POST', signal }),
  /** Events staff may register walk-ins for: today's and the coming ones, soonest first. */
  events: async (today: string, signal?: AbortSignal) => {
    const page = await request<{ items: AdminEvent[] }>('/admin/events', { query: { page: '1', pageSize: '100' }, signal });
    return page.items.filter((e) => e.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  },
  registrations: (q: string, signal?: AbortSignal) =>
    request<{ items: AdminRegistration[] }>('/admin/registrations', { query: { page: '1', pageSize: '10', q }, signal }).then(
      (p) => p.items,
    ),
  members: (q: string, signal?: AbortSignal) =>
    request<{ items: Member[] }>('/admin/members', { query: { page: '1', pageSize: '10', q }, signal }).then((p) => p.items),
  /** Saves a member's certificate (the member's own document), in English or Amharic. */
  certificate: async (p: { id: string; lang: Lang }) =>
    saveFile(await fetchFile(`/admin/members/${encodeURIComponent(p.id)}/certificate.pdf`, { lang: p.lang })),
};
