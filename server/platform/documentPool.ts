// The member's and staff's PDFs are made here, off the request loop: a PDF is tens to hundreds of milliseconds of CPU
// (a sheet of badges for a hundred people most of a second), and made on the loop it held up every other request of the
// process. A small pool of worker threads makes them, one at a time each; a bounded queue waits for a free worker, and
// a request that finds the queue full is told to come back (503 with Retry-After) instead of waiting without end.
//
// Each document is kept once made, under a hash of exactly what it shows (server/platform/documentJobs.ts, shownJob), in
// memory up to a number of bytes, least recently used first out: asking again for an unchanged certificate costs a hash
// and a copy; a change to what it shows (the member's name, the plan, the day it prints) is another hash, another PDF.
// Requests for a document being made wait for that one instead of making it again.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type DocumentJob, shownJob } from './documentJobs';
import type { WorkerReply, WorkerRequest } from './documentWorker';

/** The queue is full: every worker is busy and as many jobs wait as may. */
export class DocumentsBusyError extends Error {
  constructor() {
    super('every document worker is busy and the queue is full');
  }
}

export type DocumentPoolOptions = {
  /** Worker threads (at least 1). */
  workers: number;
  /** Jobs that may wait for a worker; one more is refused with DocumentsBusyError. */
  queue: number;
  /** Bytes of made documents kept in memory (0: none kept). */
  cacheBytes: number;
};

export type DocumentPoolStats = { made: number; cacheHits: number; cachedBytes: number; cached: number; waiting: number };

export type DocumentPool = {
  /** The job's PDF: kept, being made, or made now by a worker. */
  make(job: DocumentJob): Promise<Uint8Array>;
  stats(): DocumentPoolStats;
  /** Stops the workers (jobs not finished are refused). */
  close(): Promise<void>;
};

/**
 * The worker thread: the compiled dist-server/documentWorker.js beside the compiled server (dist-server/main.js bundles
 * this module, and the build writes the worker next to it); from the sources (tsx, vitest) the TypeScript file beside
 * this module, loaded through tsx's loader registered in the worker first (a worker does not inherit the loader).
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./documentWorker.js', import.meta.url));
  const tsx = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const file = new URL('./documentWorker.ts', import.meta.url).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(file)}); });`, {
    eval: true,
  });
}

type Pending = { id: number; job: DocumentJob; resolve(bytes: Uint8Array): void; reject(err: Error): void };
type Slot = { worker: Worker; job?: Pending };

export function createDocumentPool(options: DocumentPoolOptions): DocumentPool {
  const size = Math.max(1, options.workers);
  const slots: Slot[] = [];
  const waiting: Pending[] = [];
  const inFlight = new Map<string, Promise<Uint8Array>>();
  const kept = new Map<string, Uint8Array>();
  let keptBytes = 0;
  let nextId = 1;
  let made = 0;
  let cacheHits = 0;
  let closed = false;

  const keep = (key: string, bytes: Uint8Array) => {
    // One document may take at most a quarter of the room, so a huge sheet of badges does not push out every certificate.
    if (bytes.byteLength > options.cacheBytes / 4) return;
    kept.set(key, bytes);
    keptBytes += bytes.byteLength;
    for (const [k, v] of kept) {
      if (keptBytes <= options.cacheBytes) break;
      kept.delete(k);
      keptBytes -= v.byteLength;
    }
  };

  const spawnSlot = (): Slot => {
    const worker = startWorker();
    const slot: Slot = { worker };
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      slot.job = undefined;
      worker.unref();
      if ('bytes' in reply) job.resolve(reply.bytes);
      else job.reject(new Error(`the document worker failed: ${reply.error}`));
      dispatch();
    });
    const lost = (err: Error) => {
      const i = slots.indexOf(slot);
      if (i >= 0) slots.splice(i, 1);
      slot.job?.reject(err);
      slot.job = undefined;
      if (!closed) dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the document worker stopped (exit code ${code})`)));
    slots.push(slot);
    return slot;
  };

  const dispatch = () => {
    while (waiting.length && !closed) {
      const slot = slots.find((s) => !s.job) ?? (slots.length < size ? spawnSlot() : undefined);
      if (!slot) return;
      const job = waiting.shift()!;
      slot.job = job;
      slot.worker.ref();
      made++;
      slot.worker.postMessage({ id: job.id, job: job.job } satisfies WorkerRequest);
    }
  };

  const run = (job: DocumentJob) =>
    new Promise<Uint8Array>((resolve, reject) => {
      if (closed) return reject(new Error('the document pool is closed'));
      const free = slots.some((s) => !s.job) || slots.length < size;
      if (!free && waiting.length >= options.queue) return reject(new DocumentsBusyError());
      waiting.push({ id: nextId++, job, resolve, reject });
      dispatch();
    });

  return {
    async make(input) {
      const { job, shows } = shownJob(input);
      const key = createHash('sha256').update(shows).digest('base64url');
      const found = kept.get(key);
      if (found) {
        // Most recently used goes last, out last.
        kept.delete(key);
        kept.set(key, found);
        cacheHits++;
        return found;
      }
      const running = inFlight.get(key);
      if (running) return running;
      const making = run(job).then(
        (bytes) => {
          inFlight.delete(key);
          keep(key, bytes);
          return bytes;
        },
        (err: unknown) => {
          inFlight.delete(key);
          throw err;
        },
      );
      inFlight.set(key, making);
      return making;
    },
    stats: () => ({ made, cacheHits, cachedBytes: keptBytes, cached: kept.size, waiting: waiting.length }),
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('the document pool is closed'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
