// A worker thread of the document pool (server/platform/documentPool.ts): makes one PDF at a time and hands its bytes
// back. Built beside the server as dist-server/documentWorker.js (scripts/build-server.mjs).
import { parentPort } from 'node:worker_threads';
import type { DocumentJob } from './documentJobs';
import { makeDocument } from './documents';

export type WorkerRequest = { id: number; job: DocumentJob };
export type WorkerReply = { id: number; bytes: Uint8Array } | { id: number; error: string };

parentPort?.on('message', async ({ id, job }: WorkerRequest) => {
  try {
    const made = await makeDocument(job);
    // Handed over, not copied: a view on part of a larger buffer is copied out first.
    const bytes = made.byteOffset === 0 && made.byteLength === made.buffer.byteLength ? made : made.slice();
    parentPort!.postMessage({ id, bytes } satisfies WorkerReply, [bytes.buffer as ArrayBuffer]);
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies WorkerReply);
  }
});
