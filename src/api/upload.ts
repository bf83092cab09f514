// The receipt upload: XMLHttpRequest, because fetch cannot report upload progress.
// The receipt upload: multipart with `receipt` and `applicationId`, relative path /api/upload-receipt, no auth header.
import type { ApiFailure } from '../../contract/api';
import { REQUEST_TIMEOUT_MS } from '../../contract/limits';
import { LANG } from '../i18n/lang';
import { apiPath } from './paths';

export type UploadCallbacks = {
  onProgress(loaded: number, total: number): void;
  onDone(): void;
  onFail(status: number | null, serverMessage?: string): void;
};

/** Starts the upload; returns a function that aborts it. */
export function uploadReceipt(applicationId: string, file: Blob & { name?: string }, cb: UploadCallbacks): () => void {
  const xhr = new XMLHttpRequest();
  let finished = false;
  const finish = (fn: () => void) => {
    if (finished) return;
    finished = true;
    fn();
  };
  xhr.open('POST', apiPath('/upload-receipt'));
  // The server says why it refused a receipt in the language of the page, as it does for every other call.
  xhr.setRequestHeader('Accept-Language', LANG);
  // A 5 MB file on a slow phone connection needs longer than a JSON call: allow ten times the usual timeout.
  xhr.timeout = REQUEST_TIMEOUT_MS * 10;
  xhr.upload.onprogress = (e) => {
    if (e.lengthComputable) cb.onProgress(e.loaded, e.total);
  };
  xhr.onload = () =>
    finish(() => {
      if (xhr.status >= 200 && xhr.status < 300) cb.onDone();
      else {
        let serverMessage: string | undefined;
        try {
          serverMessage = (JSON.parse(xhr.responseText) as Partial<ApiFailure>).error;
        } catch {
          serverMessage = undefined;
        }
        cb.onFail(xhr.status, serverMessage);
      }
    });
  xhr.onerror = () => finish(() => cb.onFail(null));
  xhr.ontimeout = () => finish(() => cb.onFail(null));
  const body = new FormData();
  body.append('applicationId', applicationId);
  body.append('receipt', file, file.name ?? 'receipt');
  xhr.send(body);
  return () => {
    finished = true;
    xhr.abort();
  };
}
