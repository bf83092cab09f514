// What the first terms and privacy notice share in every language: version 1, the day they were published and the
// default retention period, around one language's title and body.
import { DEFAULT_RETENTION_DAYS, LEGAL_FIRST_PUBLISHED, type LegalKind, type PublicLegalDocument } from '../../contract/legalBasics';

type LegalText = { title: string; body: string };

/** The first text of a document as the pages show it until the API answers (the pre-render, an offline phone). */
export const builtInDocumentIn =
  (terms: LegalText, privacy: LegalText) =>
  (kind: LegalKind): PublicLegalDocument => ({
    kind,
    version: 1,
    ...(kind === 'terms' ? terms : privacy),
    publishedAt: LEGAL_FIRST_PUBLISHED,
    retentionDays: DEFAULT_RETENTION_DAYS,
  });
