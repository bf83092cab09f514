// The Privacy screen's calls: /api/admin/privacy/… (admins only).
import type { DataRequestSummary, LegalDocument, LegalKind, LegalPublish } from '../../contract/legal';
import { http, request, toApiError } from './client';

export const privacyApi = {
  versions: (kind: LegalKind) => request<{ versions: LegalDocument[] }>(`/admin/privacy/documents/${kind}`).then((d) => d.versions),
  publish: (kind: LegalKind, body: LegalPublish) =>
    request<{ document: LegalDocument }>(`/admin/privacy/documents/${kind}`, { method: 'POST', body }).then((d) => d.document),
  settings: () => request<{ settings: { retentionDays: number } }>('/admin/privacy/settings').then((d) => d.settings),
  saveSettings: (retentionDays: number) =>
    request<{ settings: { retentionDays: number } }>('/admin/privacy/settings', { method: 'PUT', body: { retentionDays } }).then(
      (d) => d.settings,
    ),
  find: (email: string) =>
    request<{ summary: DataRequestSummary }>('/admin/privacy/requests/find', { method: 'POST', body: { email } }).then((d) => d.summary),
  correct: (body: Record<string, string>) =>
    request<{ changed: Record<string, number> }>('/admin/privacy/requests/correct', { method: 'POST', body }).then((d) => d.changed),
  erase: (email: string) =>
    request<{ erased: Record<string, number> }>('/admin/privacy/requests/erase', { method: 'POST', body: { email, confirm: true } }).then(
      (d) => d.erased,
    ),
  /** The export file, as the server names it. */
  async exportFile(email: string): Promise<{ url: string; filename: string }> {
    try {
      const res = await http.raw<Blob, 'blob'>('/admin/privacy/requests/export', { method: 'POST', body: { email }, responseType: 'blob' });
      const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'personal-data.json';
      return { url: URL.createObjectURL(res._data as Blob), filename };
    } catch (err) {
      throw toApiError(err);
    }
  },
};
