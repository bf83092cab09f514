// A stand-in for src/api/upload in the jsdom tests: each upload is recorded with its callbacks, for the test to
// report progress, success or a refusal as the server would, and to see whether it was aborted.
// Use: vi.mock('../../src/api/upload', () => import('../support/fakeUpload')), then read `uploads`.
import type { UploadCallbacks } from '../../src/api/upload';

export type FakeUpload = { applicationId: string; file: File; cb: UploadCallbacks; aborted: boolean };

/** Every upload started, oldest first; empty it between tests. */
export const uploads: FakeUpload[] = [];

export function uploadReceipt(applicationId: string, file: File, cb: UploadCallbacks) {
  const entry: FakeUpload = { applicationId, file, cb, aborted: false };
  uploads.push(entry);
  return () => {
    entry.aborted = true;
  };
}
