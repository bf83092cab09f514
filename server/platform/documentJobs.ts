// What a document is, apart from drawing it: the input of each PDF and the job the pool hands a worker, and the key a
// made document is kept under. The request thread reads only this module; pdf-lib, fontkit and the font subsetter
// (with its WebAssembly and its own memory) are loaded by the worker threads that draw (./documents.ts), so a server
// that has made no PDF holds none of them.
import { addisToday } from '../../contract/dates';
import type { PrefixedLang } from '../../contract/languages';
import type { Lang } from './lang';

/** The images a certificate may bear, as an admin keeps them in Settings (features/members/certificateSigning.ts). */
export const CERTIFICATE_IMAGES = ['logo', 'signature', 'seal'] as const;
export type CertificateImageName = (typeof CERTIFICATE_IMAGES)[number];
/** One of them: its bytes, its type and its SHA-256. */
export type CertificateImage = { type: 'image/png' | 'image/jpeg'; data: Uint8Array; sha256: string };
/** The chairperson's name and title a certificate is signed with, the title also in the other languages staff gave. */
export type CertificateWords = {
  chairName: string;
  chairTitle: string;
  translations: Partial<Record<PrefixedLang, { chairTitle?: string }>>;
};
/** What signs a certificate: the words, and whichever images are set. */
export type CertificateSigning = CertificateWords & Partial<Record<CertificateImageName, CertificateImage>>;

export type CertificateInput = {
  member: {
    number: string;
    firstName: string;
    lastName: string;
    company: string;
    plan: string;
    validFrom: string;
    validUntil: string;
    verificationCode: string;
  };
  lang: Lang;
  /** The site's address without a trailing slash: the QR code holds `${publicUrl}/verify/<code>`. */
  publicUrl: string;
  /** When the PDF is made: its creation date and the "issued on" day. */
  now: Date;
  /** What Settings hold for certificates: the chairperson's name and title, the logo, the signature and the seal. */
  signing?: CertificateSigning;
};

export type AcknowledgementInput = {
  payment: {
    acknowledgementNumber: string;
    amount: number;
    plan: string;
    validFrom: string;
    validUntil: string;
    approvedAt: string | Date;
  };
  member: { number: string; firstName: string; lastName: string; company: string };
  lang: Lang;
  now: Date;
};

export type BadgesInput = {
  /** The event's title in the sheet's language. */
  event: string;
  /** In print order. */
  badges: { firstName: string; lastName: string; organization: string; ticketCode: string }[];
  lang: Lang;
  now: Date;
};

/**
 * Raised whenever a change to the drawing changes what a document shows for the same input, so that documents kept
 * from before (server/platform/documentPool.ts) are made again.
 */
export const LAYOUT_VERSION = 3;

export type DocumentJob =
  | { kind: 'certificate'; input: CertificateInput }
  | { kind: 'acknowledgement'; input: AcknowledgementInput }
  | { kind: 'badges'; input: BadgesInput };

/**
 * The job with only what its document shows (a member row carries more), and that content as a string: the same string
 * for two jobs means the same document. The moment of making enters only as the day a document prints ("issued on",
 * "printed on"); badges print no day at all.
 */
export function shownJob(job: DocumentJob): { job: DocumentJob; shows: string } {
  const pick = <T extends object, K extends keyof T>(o: T, keys: K[]) => Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;
  const { lang, now } = job.input;
  let shown: DocumentJob;
  let day: string | null = addisToday(now);
  if (job.kind === 'certificate') {
    const m = job.input.member;
    const member = pick(m, ['number', 'firstName', 'lastName', 'company', 'plan', 'validFrom', 'validUntil', 'verificationCode']);
    const signing = job.input.signing;
    shown = { kind: 'certificate', input: { member, lang, publicUrl: job.input.publicUrl, now, ...(signing ? { signing } : {}) } };
  } else if (job.kind === 'acknowledgement') {
    const { payment: p, member: m } = job.input;
    const approvedAt = typeof p.approvedAt === 'string' ? p.approvedAt : p.approvedAt.toISOString();
    const payment = { ...pick(p, ['acknowledgementNumber', 'amount', 'plan', 'validFrom', 'validUntil']), approvedAt };
    const member = pick(m, ['number', 'firstName', 'lastName', 'company']);
    shown = { kind: 'acknowledgement', input: { payment, member, lang, now } };
  } else {
    const badges = job.input.badges.map((b) => pick(b, ['firstName', 'lastName', 'organization', 'ticketCode']));
    shown = { kind: 'badges', input: { event: job.input.event, badges, lang, now } };
    day = null;
  }
  const { now: _, ...content } = shown.input;
  // An image enters the key as its hash: a new logo, signature or seal makes a new certificate.
  const key = JSON.stringify([LAYOUT_VERSION, shown.kind, content, day], (_k, value) =>
    value && typeof value === 'object' && 'sha256' in value && 'data' in value ? { sha256: value.sha256 } : value,
  );
  return { job: shown, shows: key };
}
