// The counter's calls (server/features/assembly/counter.ts): each is the `submit` of one counter form's machine.
import type { ClientResponse } from 'hono/client';
import { FetchError } from 'ofetch';
import type { WalkInMemberInput, WalkInRegistrationInput } from '../../contract/counter';
import type { Lang } from '../../contract/languages';
import { fetchFile, saveFile } from './admin';
import { api, failureOf, send } from './client';

/** Like `send`, keeping a refusal's own data (the registration an address already has) as `extra`. */
async function withRefusal<R extends ClientResponse<unknown>>(call: Promise<R>): ReturnType<typeof send<R>> {
  let refusal: FetchError | undefined;
  const kept = call.catch((err: unknown) => {
    if (err instanceof FetchError) refusal = err;
    throw err;
  });
  try {
    return await send(kept);
  } catch (err) {
    const data = refusal ? (failureOf(refusal) as { registration?: unknown } | undefined) : undefined;
    throw Object.assign(err as Error, { extra: data?.registration ?? null });
  }
}

export type WalkInMemberValues = { details: WalkInMemberInput; slip: File | null };

const counter = api.admin.counter;

export const counterApi = {
  addMember: ({ details, slip }: WalkInMemberValues, signal?: AbortSignal) => {
    const form = new FormData();
    form.set('details', JSON.stringify(details));
    if (slip) form.set('slip', slip, slip.name);
    // A multipart form the server reads itself: the body goes as it is.
    return send(counter.members.$post(undefined, { init: { body: form, signal } }));
  },
  walkIn: ({ eventId, ...body }: WalkInRegistrationInput & { eventId: string }, signal?: AbortSignal) =>
    withRefusal(counter.events[':id']['walk-ins'].$post({ param: { id: eventId }, json: body }, { init: { signal } })),
  signInLink: (email: string, signal?: AbortSignal) => send(counter['sign-in-links'].$post({ json: { email } }, { init: { signal } })),
  resendRegistration: (id: string, signal?: AbortSignal) =>
    send(counter.registrations[':id'].resend.$post({ param: { id } }, { init: { signal } })),
  /** Events staff may register walk-ins for: today's and the coming ones, soonest first. */
  events: async (today: string, signal?: AbortSignal) => {
    const page = await send(api.admin.events.$get({ query: { page: '1', pageSize: '100' } }, { init: { signal } }));
    return page.items.filter((e) => e.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  },
  registrations: (q: string, signal?: AbortSignal) =>
    send(api.admin.registrations.$get({ query: { page: '1', pageSize: '10', q } }, { init: { signal } })).then((p) => p.items),
  members: (q: string, signal?: AbortSignal) =>
    send(api.admin.members.$get({ query: { page: '1', pageSize: '10', q } }, { init: { signal } })).then((p) => p.items),
  /** Saves a member's certificate (the member's own document), in English or Amharic. */
  certificate: async (p: { id: string; lang: Lang }) =>
    saveFile(await fetchFile(api.admin.members[':id']['certificate.pdf'].$path({ param: { id: p.id } }), { lang: p.lang })),
};
