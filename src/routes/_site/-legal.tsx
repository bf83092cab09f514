// The terms and the privacy notice: the newest version admins published (the first texts until the API answers), its
// number and date, and for the privacy notice the retention period in force. The body's markup is contract/legal.ts's.
import { Link } from '@tanstack/react-router';
import { CONTACT_LINKS } from '../../../content/shared/contactInfo';
import { type LegalKind, legalBlocks, type PublicLegalDocument } from '../../../contract/legalBasics';
import { usePageMeta } from '../../components/usePageMeta';
import { longDate } from '../../format/dates';
import { legalPage as t } from '../../i18n/en/legalPage';
import { PageHero } from './-sections';
import * as s from './-site.css';

export function LegalPage({ kind, document: doc }: { kind: LegalKind; document: PublicLegalDocument }) {
  usePageMeta({ title: doc.title, description: kind === 'terms' ? t.termsDescription : t.privacyDescription });
  const id = `${kind}-title`;
  return (
    <>
      <PageHero id={id} title={doc.title} intro={t.intro} titleLang={doc.lang} />
      <section className={s.section} aria-labelledby={id}>
        <div className={s.article} data-legal={kind} data-version={doc.version}>
          <p className={s.eyebrow}>{t.version(doc.version, longDate(doc.publishedAt))}</p>
          {/* A later version staff wrote in English only, on a page of another language: marked so. */}
          <div lang={doc.lang}>
            {legalBlocks(doc.body).map((block, i) =>
              block.type === 'heading' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, in order
                <h2 key={i}>{block.text}</h2>
              ) : block.type === 'list' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, in order
                <ul key={i}>
                  {block.items.map((item, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the items of one list, in order
                    <li key={j}>{item}</li>
                  ))}
                </ul>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, in order
                <p key={i}>{block.text}</p>
              ),
            )}
          </div>
          {kind === 'privacy' && <p data-retention={doc.retentionDays}>{t.retention(doc.retentionDays)}</p>}
          <p>
            {t.ask} <a href={`mailto:${CONTACT_LINKS.email}`}>{CONTACT_LINKS.email}</a>
          </p>
          <p>
            <Link to={kind === 'terms' ? '/privacy' : '/terms'}>{t.otherDocument[kind]}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
