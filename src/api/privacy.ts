// The Privacy screen's calls: /api/admin/privacy/… (admins only).
import type { LegalKind, LegalPublish } from '../../contract/legal';
import { api, http, send, toApiError } from './client';

const privacy = api.admin.privacy;

export const privacyApi = {
  versions: (kind: LegalKind) => send(privacy.documents[':kind'].$get({ param: { kind } })).then((d) => d.versions),
  publish: (kind: LegalKind, body: LegalPublish) =>
    send(privacy.documents[':kind'].$post({ param: { kind }, json: body })).then((d) => d.document),
  settings: () => send(privacy.settings.$get()).then((d) => d.settings),
  saveSettings: (retentionDays: number) => send(privacy.settings.$put({ json: { retentionDays } })).then((d) => d.settings),
  find: (email: string) => send(privacy.requests.find.$post({ json: { email } })).then((d) => d.summary),
  /** The person's email and the fields to correct, by name (the server judges them). */
  correct: (body: { email: string } & Record<string, string>) =>
    send(privacy.requests.correct.$post({ json: body })).then((d) => d.changed),
  erase: (email: string) => send(privacy.requests.erase.$post({ json: { email, confirm: true } })).then((d) => d.erased),
  /** The export file, as the server names it. */
  async exportFile(email: string): Promise<{ url: string; filename: string }> {
    try {
      const res = await http.raw<Blob, 'blob'>(privacy.requests.export.$path(), { method: 'POST', body: { email }, responseType: 'blob' });
      const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'personal-data.json';
      return { url: URL.createObjectURL(res._data as Blob), filename };
    } catch (err) {
      throw toApiError(err);
    }
  },
};
