// The terms and the privacy policy, linked beside every consent checkbox (and under the contact form): each opens in a
// new tab, so a half-filled form or dialog is not lost.
import { PATH_PREFIX } from '../i18n/lang';
import { hint } from './Field.css';

export type ConsentWords = { terms: string; privacy: string; newTab: string; note?: string };

export function ConsentLinks({ words, only }: { words: ConsentWords; only?: 'privacy' }) {
  const links = (only ? (['privacy'] as const) : (['terms', 'privacy'] as const)).map((kind) => (
    // A plain link: the forms are also rendered outside the router (a dialog's tests), and a new tab needs no router.
    <a key={kind} href={`${PATH_PREFIX}/${kind}`} target="_blank" rel="noopener" data-consent-link={kind}>
      {words[kind]}
      <span className="visually-hidden"> ({words.newTab})</span>
    </a>
  ));
  return (
    <p className={hint} data-consent-links>
      {words.note && <>{words.note} </>}
      {links.flatMap((link, i) => (i === 0 ? [link] : [' · ', link]))}
    </p>
  );
}
