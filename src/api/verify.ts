// GET /api/verify/:code for the certificate check: a certificate, or none with that code (a 404 is an answer, not a
// failure); any other failure (too many checks, no network) throws with its message for the page to show with a retry.
import type { CertificateCheck } from '../../machines/certificateCheck';
import { ApiRequestError, api, send } from './client';

export async function checkCertificate(code: string, signal?: AbortSignal): Promise<CertificateCheck> {
  try {
    return {
      found: true,
      verification: await send(api.verify[':code'].$get({ param: { code: encodeURIComponent(code) } }, { init: { signal } })),
    };
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return { found: false };
    throw err;
  }
}
