// Reads a receipt upload as a stream: never holds more than 5 MB, decides the type from the bytes themselves.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import { RECEIPT_MAX_BYTES } from '../../contract/limits';
import { messages } from '../../contract/messages';
import type { AppEnv } from '../deps';
import { ApiError, badRequest } from '../http';
import { type ReceiptKind, SNIFF_BYTES, sniffReceipt } from './sniff';

export type ParsedReceipt = { applicationId: string; filename: string; kind: ReceiptKind; bytes: Buffer };

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

export async function readReceiptUpload(c: Context<AppEnv>): Promise<ParsedReceipt> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new ApiError(415, 'Please send the receipt as multipart/form-data with the fields receipt and applicationId.');
  }
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > RECEIPT_MAX_BYTES + MULTIPART_SLACK)
    throw new ApiError(413, messages.membership.receiptTooLarge);
  const body = c.req.raw.body;
  if (!body) throw badRequest(messages.membership.receiptMissing);

  let bb: busboy.Busboy;
  try {
    bb = busboy({
      headers: { 'content-type': type },
      limits: { fileSize: RECEIPT_MAX_BYTES + 1, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
    });
  } catch {
    throw badRequest('The upload is not valid multipart form data.');
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

    const source = Readable.fromWeb(body as unknown as NodeWebStream<Uint8Array>);
    const fail = (err: ApiError) => {
      failure ??= err;
    };

    bb.on('field', (name, value) => {
      if (name === 'applicationId') applicationId = value.trim();
    });
    bb.on('file', (name, stream, info) => {
      if (name !== 'receipt' || sawFile) {
        stream.resume();
        return;
      }
      sawFile = true;
      filename = info.filename;
      stream.on('limit', () => {
        fail(new ApiError(413, messages.membership.receiptTooLarge));
        chunks.length = 0;
      });
      stream.on('data', (chunk: Buffer) => {
        if (failure) return; // drained, not kept
        size += chunk.length;
        if (size > RECEIPT_MAX_BYTES) {
          fail(new ApiError(413, messages.membership.receiptTooLarge));
          chunks.length = 0;
          return;
        }
        if (!kind) {
          head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]).subarray(0, SNIFF_BYTES);
          if (head.length >= SNIFF_BYTES) {
            kind = sniffReceipt(head);
            if (!kind) {
              fail(new ApiError(415, messages.membership.receiptWrongType));
              chunks.length = 0;
              return;
            }
          }
        }
        chunks.push(chunk);
      });
    });
    bb.on('error', () => reject(failure ?? badRequest('The upload is not valid multipart form data.')));
    bb.on('close', () => {
      if (failure) return reject(failure);
      if (!sawFile) return reject(badRequest(messages.membership.receiptMissing, { receipt: messages.membership.receiptMissing }));
      if (size === 0) return reject(badRequest('The receipt file is empty.', { receipt: 'The receipt file is empty.' }));
      // Fewer than 8 bytes: sniff what there is (too short for any accepted type).
      kind ??= sniffReceipt(head);
      if (!kind) return reject(new ApiError(415, messages.membership.receiptWrongType));
      if (!applicationId) return reject(badRequest('applicationId is required', { applicationId: 'applicationId is required' }));
      resolve({ applicationId, filename: safeFilename(filename, kind.ext), kind, bytes: Buffer.concat(chunks) });
    });
    source.on('error', (err) => {
      const tooLarge = /limit|too large/i.test(String((err as Error)?.message)) || (err as Error)?.name === 'BodyLimitError';
      reject(failure ?? (tooLarge ? new ApiError(413, messages.membership.receiptTooLarge) : badRequest('The upload was interrupted.')));
      bb.destroy();
    });
    source.pipe(bb);
  });
}
