// The terms and the privacy policy, linked beside every consent checkbox (and under the contact form): each opens in a
// new tab, so a half-filled form or dialog is not lost.
import { Link } from '@tanstack/react-router';
import { hint } from './Field.css';

export type ConsentWords = { terms: string; privacy: string; newTab: string; note?: string };

export function ConsentLinks({ words, only }: { words: ConsentWords; only?: 'privacy' }) {
  const links = (only ? (['privacy'] as const) : (['terms', 'privacy'] as const)).map((kind) => (
    <Link key={kind} to={`/${kind}`} target="_blank" rel="noopener" data-consent-link={kind}>
      {words[kind]}
      <span className="visually-hidden"> ({words.newTab})</span>
    </Link>
  ));
  return (
    <p className={hint} data-consent-links>
      {words.note && <>{words.note} </>}
      {links.flatMap((link, i) => (i === 0 ? [link] : [' · ', link]))}
    </p>
  );
}
