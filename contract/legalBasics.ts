import type { Lang, PrefixedLang } from './languages';
// The terms and privacy notice's plain facts (kinds, shapes, defaults, how a body is read), without any schema: the
// public pages import these, and must not pull the validation library into their first view. contract/legal.ts adds
// the schemas.

export const LEGAL_KINDS = ['terms', 'privacy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
export const isLegalKind = (value: string): value is LegalKind => (LEGAL_KINDS as readonly string[]).includes(value);

/** A published version as the API answers it. */
export type LegalDocument = {
  kind: LegalKind;
  version: number;
  titleEn: string;
  bodyEn: string;
  /** Its texts in the other languages it was published in. */
  translations: Partial<Record<PrefixedLang, { title: string; body: string }>>;
  publishedAt: string;
  publishedByName: string;
};

/** The public answer: one document in the request's language, and the retention period in force (for the privacy page). */
export type PublicLegalDocument = {
  kind: LegalKind;
  version: number;
  title: string;
  body: string;
  publishedAt: string;
  retentionDays: number;
  /** The text's language when it is not the one asked for (a later version staff wrote in English only). */
  lang?: Lang;
};

/** When the first texts (content/legal.ts) were published: the pre-render shows this date until the API answers. */
export const LEGAL_FIRST_PUBLISHED = '2026-11-27T00:00:00.000Z';

export const RETENTION_MIN_DAYS = 30;
export const RETENTION_MAX_DAYS = 3650;
export const DEFAULT_RETENTION_DAYS = 730;

/** What a search finds about one email address: how many records of each kind. */
export type DataRequestSummary = {
  email: string;
  counts: {
    applications: number;
    receipts: number;
    member: number;
    memberHistory: number;
    registrations: number;
    contactMessages: number;
    outbox: number;
    accountLinks: number;
    accountSessions: number;
    userAccounts: number;
  };
  total: number;
};

/**
 * The body of a published document as the pages read it: "## " starts a heading, "- " a list item, a blank line a new
 * paragraph; nothing else is markup, so nothing an admin types can become HTML.
 */
export type LegalBlock = { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

export function legalBlocks(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | undefined;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
    if (list) blocks.push({ type: 'list', items: list });
    list = undefined;
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') flush();
    else if (line.startsWith('## ')) {
      flush();
      blocks.push({ type: 'heading', text: line.slice(3).trim() });
    } else if (line.startsWith('- ')) {
      if (paragraph.length) flush();
      list ??= [];
      list.push(line.slice(2).trim());
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
