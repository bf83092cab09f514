// The PDFs a visitor or the staff download (certificates, acknowledgements, badges): the language they are made in, the
// limits on making them, the pool that makes them, and the answer that carries them.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isLang } from '../../contract/languages';
import type { AppEnv, AppServices } from './deps';
import type { DocumentJob } from './documentJobs';
import { DocumentsBusyError } from './documentPool';
import { ApiError } from './http';
import { type Lang, requestLang } from './lang';
import { clientIp } from './middleware';
import type { RateRule } from './rateLimit';
import { hashToken } from './tokens';

/**
 * PDFs one session may ask for in 10 minutes, and one client address (an office's members behind one address): a
 * member downloads a few, staff print a sheet of badges a few times; nobody needs a document a second.
 */
export const DOCUMENTS_PER_SESSION = { limit: 20, windowMs: 10 * 60_000 };
export const DOCUMENTS_PER_IP = { limit: 60, windowMs: 10 * 60_000 };
/** How long a client is told to wait when every document worker is busy. */
const DOCUMENTS_BUSY_RETRY_SECONDS = 5;

/** The language a document is asked in (?lang=), else the request's. */
export const documentLang = (c: Context): Lang => {
  const asked = c.req.query('lang');
  return isLang(asked) ? asked : requestLang(c);
};

/**
 * The limits of the document routes, before the session is even looked up: per client address, and per session (the
 * bearer token's hash, whoever's it is: a token that is no session is refused next anyway). A refusal costs no query
 * once a key's window is used up (the limiter's lease says so in memory).
 */
export const documentLimits = createMiddleware<AppEnv>(async (c, next) => {
  const deps = c.get('deps');
  const scale = (rule: RateRule) => ({ ...rule, limit: rule.limit * deps.config.rateLimitMultiplier });
  const now = deps.now();
  const token = /^Bearer\s+(\S{1,400})$/.exec(c.req.header('authorization') ?? '')?.[1];
  const checks = [deps.rateLimiter.hit(`documents:ip:${clientIp(c)}`, scale(DOCUMENTS_PER_IP), now)];
  if (token) checks.push(deps.rateLimiter.hit(`documents:session:${hashToken(token)}`, scale(DOCUMENTS_PER_SESSION), now));
  const refused = (await Promise.all(checks)).find((r) => !r.allowed);
  if (refused) throw new ApiError(429, 'http.tooManyDocuments', undefined, { 'Retry-After': String(refused.retryAfterSeconds) });
  await next();
});

/** The job's PDF from the document pool; 503 with Retry-After when every worker is busy and the queue is full. */
export async function makePdf(deps: AppServices, job: DocumentJob): Promise<Uint8Array> {
  try {
    return await deps.documents.make(job);
  } catch (err) {
    if (err instanceof DocumentsBusyError)
      throw new ApiError(503, 'http.documentsBusy', undefined, { 'Retry-After': String(DOCUMENTS_BUSY_RETRY_SECONDS) });
    throw err;
  }
}

export const pdfAnswer = (c: Context, pdf: Uint8Array, filename: string) =>
  c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Content-Length': String(pdf.byteLength),
    'Cache-Control': 'no-store',
  });
