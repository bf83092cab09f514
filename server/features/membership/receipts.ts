// Reads a receipt upload as a stream: never holds more than 5 MB, decides the type from the bytes themselves.
// Every stream here has an error listener: a body that ends inside the file (a truncated form, a dropped connection,
// a request timeout) is a 400 for this request, never an unhandled 'error' event that would end the process.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import { desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Coded } from '../../../contract/errors';
import { RECEIPT_MAX_BYTES } from '../../../contract/limits';
import type { Db } from '../../db/client';
import { receipts } from '../../db/schema';
import type { AppEnv } from '../../platform/deps';
import { ApiError, badRequest } from '../../platform/http';
import { type ReceiptKind, SNIFF_BYTES, sniffReceipt } from '../../platform/sniff';

export type ParsedReceipt = { applicationId: string; filename: string; kind: ReceiptKind; bytes: Buffer };

/**
 * The form a receipt comes in: its file field and the one text field beside it (the public upload: `receipt` and
 * `applicationId`; the counter's walk-in member: `slip` and the person's details as JSON, a larger field).
 */
export type ReceiptForm = { file: string; fileMissing: Coded; field: string; fieldSize: number; fieldMissing: Coded };
const RECEIPT_FORM: ReceiptForm = {
  file: 'receipt',
  fileMissing: 'membership.receiptMissing',
  field: 'applicationId',
  fieldSize: 1024,
  fieldMissing: 'server.applicationIdRequired',
};
/** Counts the request body's bytes as they are read (for the per-address daily upload budget). */
export type UploadMeter = { bytes: number };

/** Multipart overhead allowed on top of the file itself. */
export const MULTIPART_SLACK = 64 * 1024;

const safeFilename = (name: string | undefined, ext: string) => {
  const base = (name ?? '')
    .replace(/[^\w. -]+/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 120)
    .trim();
  return base || `receipt.${ext}`;
};

/** The file and its text field (as `applicationId`, whichever field `form` names). */
export async function readReceiptUpload(
  c: Context<AppEnv>,
  meter: UploadMeter = { bytes: 0 },
  form: ReceiptForm = RECEIPT_FORM,
): Promise<ParsedReceipt> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new ApiError(415, 'server.receiptNotMultipart');
  }
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > RECEIPT_MAX_BYTES + MULTIPART_SLACK) throw new ApiError(413, 'membership.receiptTooLarge');
  const body = c.req.raw.body;
  if (!body) throw badRequest('membership.receiptMissing');

  let bb: busboy.Busboy;
  try {
    bb = busboy({
      headers: { 'content-type': type },
      limits: { fileSize: RECEIPT_MAX_BYTES + 1, files: 1, fields: 4, fieldSize: form.fieldSize, parts: 6 },
    });
  } catch {
    throw badRequest(INVALID_FORM);
  }

  return await new Promise<ParsedReceipt>((resolve, reject) => {
    let applicationId = '';
    let filename: string | undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    let sawFile = false;
    let failure: ApiError | null = null;
    let kind: ReceiptKind | null = null;
    let head = Buffer.alloc(0);
    let settled = false;

    const source = Readable.fromWeb(body as unknown as NodeWebStream<Uint8Array>);
    /** A refusal found while reading (too large, wrong type): the rest of the body is still read, then refused. */
    const fail = (err: ApiError) => {
      failure ??= err;
    };
    /** The body cannot be read to its end: refuse now and tear every stream down (their error listeners stay). */
    const abort = (err: ApiError) => {
      if (settled) return;
      settled = true;
      chunks.length = 0;
      source.unpipe(bb);
      source.destroy();
      bb.destroy();
      reject(failure ?? err);
    };
    const done = (err: ApiError | null, value?: ParsedReceipt) => {
      if (settled) return;
      settled = true;
      if (err) reject(err);
      else resolve(value!);
    };

    bb.on('field', (name, value) => {
      if (name === form.field) applicationId = value.trim();
    });
    bb.on('file', (name, stream, info) => {
      // A file stream errors when the form ends inside it; without a listener that error would end the process.
      stream.on('error', () => abort(badRequest(INVALID_FORM)));
      if (name !== form.file || sawFile) {
        stream.resume();
        return;
      }
      sawFile = true;
      filename = info.filename;
      stream.on('limit', () => {
        fail(new ApiError(413, 'membership.receiptTooLarge'));
        chunks.length = 0;
      });
      stream.on('data', (chunk: Buffer) => {
        if (failure) return; // drained, not kept
        size += chunk.length;
        if (size > RECEIPT_MAX_BYTES) {
          fail(new ApiError(413, 'membership.receiptTooLarge'));
          chunks.length = 0;
          return;
        }
        if (!kind) {
          head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]).subarray(0, SNIFF_BYTES);
          if (head.length >= SNIFF_BYTES) {
            kind = sniffReceipt(head);
            if (!kind) {
              fail(new ApiError(415, 'membership.receiptWrongType'));
              chunks.length = 0;
              return;
            }
          }
        }
        chunks.push(chunk);
      });
    });
    bb.on('error', () => abort(badRequest(INVALID_FORM)));
    bb.on('close', () => {
      if (failure) return done(failure);
      if (!sawFile) {
        return done(badRequest(form.fileMissing, { [form.file]: form.fileMissing }));
      }
      if (size === 0) return done(badRequest('server.receiptEmpty', { [form.file]: 'server.receiptEmpty' }));
      // Fewer than 8 bytes: sniff what there is (too short for any accepted type).
      kind ??= sniffReceipt(head);
      if (!kind) return done(new ApiError(415, 'membership.receiptWrongType'));
      if (!applicationId) {
        return done(badRequest(form.fieldMissing, { [form.field]: form.fieldMissing }));
      }
      done(null, { applicationId, filename: safeFilename(filename, kind.ext), kind, bytes: Buffer.concat(chunks) });
    });
    let received = 0;
    source.on('data', (chunk: Uint8Array) => {
      meter.bytes += chunk.length;
      received += chunk.length;
      // A body without a declared length is cut off here, past the largest file and its form.
      if (received > RECEIPT_MAX_BYTES + MULTIPART_SLACK) abort(new ApiError(413, 'membership.receiptTooLarge'));
    });
    // The connection dropped, the request timed out, or the body went past its limit.
    source.on('error', (err) => {
      const tooLarge = /limit|too large/i.test(String((err as Error)?.message)) || (err as Error)?.name === 'BodyLimitError';
      abort(tooLarge ? new ApiError(413, 'membership.receiptTooLarge') : badRequest('membership.receiptInterrupted'));
    });
    source.pipe(bb);
  });
}

const INVALID_FORM: Coded = 'server.invalidMultipart';

/** An application's receipts without their bytes, newest (the one staff judge) first. */
export const receiptHistory = (db: Db, applicationId: string) =>
  db
    .select({
      id: receipts.id,
      mimeType: receipts.mimeType,
      filename: receipts.filename,
      size: receipts.size,
      createdAt: receipts.createdAt,
    })
    .from(receipts)
    .where(eq(receipts.applicationId, applicationId))
    .orderBy(desc(receipts.id));
