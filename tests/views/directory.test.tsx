// The member directory and the certificate check as a visitor sees them, in English and in Amharic (the Amharic modules
// swapped in for the English ones, as the Amharic build does): the list, the empty and failed directory, and a
// certificate that is valid, expired, unknown, or not checked because of too many checks.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Directory, Verification } from '../../contract/account';
import { PLAN_TITLES as AM_PLANS } from '../../contract/am/plans';
import { bothCalendars } from '../../contract/dates';
import { type DirectorySearch, emptyDirectorySearch } from '../../contract/directory';
import { amharicDate } from '../../contract/ethiopian';
import { httpMessages as amHttp } from '../../contract/messages/am/http';
import { httpMessages } from '../../contract/messages/http';
import { PLAN_TITLES } from '../../contract/plans';
import type { CertificateCheck as Check } from '../../machines/certificateCheck';
import * as amWords from '../../src/i18n/am/directory';
import * as enWords from '../../src/i18n/en/directory';

afterEach(cleanup);

const root = new URL('../../', import.meta.url).pathname;
/** The English modules these views read and their Amharic counterparts. */
const SWAPS = [
  ['src/i18n/en/directory.ts', 'src/i18n/am/directory.ts'],
  ['contract/plans.ts', 'contract/am/plans.ts'],
  ['contract/dates.ts', 'contract/am/dates.ts'],
] as const;

const LISTED: Directory = {
  items: [
    { name: 'Bekele Cassava Farm', plan: 'farmer', city: 'Hawassa' },
    { name: 'Sidama Starch PLC', plan: 'processor', city: 'Hawassa' },
  ],
  total: 2,
  page: 1,
  pageSize: 12,
  cities: ['Hawassa'],
};
const NONE: Directory = { items: [], total: 0, page: 1, pageSize: 12, cities: [] };
const CERTIFICATE: Verification = {
  status: 'valid',
  name: 'Almaz Bekele',
  company: 'Bekele Cassava Farm',
  plan: 'processor',
  number: 'ECA-2018-0042',
  validUntil: '2027-07-07',
};

const LANGUAGES = {
  en: { words: enWords, plans: PLAN_TITLES, date: bothCalendars, rateLimited: httpMessages.rateLimited },
  am: { words: amWords, plans: AM_PLANS, date: amharicDate, rateLimited: amHttp.rateLimited },
};

for (const lang of ['en', 'am'] as const) {
  const { words, plans, date, rateLimited } = LANGUAGES[lang];
  const t = words.members;
  const v = words.verify;

  describe(`in ${lang === 'en' ? 'English' : 'Amharic'}`, () => {
    let views: {
      MemberDirectory: typeof import('../../src/routes/_site/-MemberDirectory').MemberDirectory;
      CertificateCheck: typeof import('../../src/routes/_site/-CertificateCheck').CertificateCheck;
      machine: typeof import('../../machines/certificateCheck').certificateCheckMachine;
    };
    beforeAll(async () => {
      vi.resetModules();
      if (lang === 'am') for (const [en, am] of SWAPS) vi.doMock(root + en, () => import(/* @vite-ignore */ root + am));
      // One after the other, so that no two imports reach a swapped module's factory at once (suspected, not shown, of
      // leaving an English module in place): each view then finds the Amharic module made before it.
      const members = await import('../../src/routes/_site/-MemberDirectory');
      const check = await import('../../src/routes/_site/-CertificateCheck');
      const machine = await import('../../machines/certificateCheck');
      views = {
        MemberDirectory: members.MemberDirectory,
        CertificateCheck: check.CertificateCheck,
        machine: machine.certificateCheckMachine,
      };
    });
    afterAll(() => {
      for (const [en] of SWAPS) vi.doUnmock(root + en);
      vi.resetModules();
    });

    /** The directory with the page's first answer, as the members page shows it before any change. */
    const directory = (first: { data?: Directory; error?: string }, search: DirectorySearch = emptyDirectorySearch()) =>
      render(
        <views.MemberDirectory
          search={search}
          first={{ search, data: first.data ?? null, error: first.error ?? null }}
          onSearch={() => {}}
        />,
      );

    it('lists each member with only the name, plan and city', () => {
      directory({ data: LISTED });
      const list = screen.getByRole('list', { name: t.resultsLabel });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[1]!).getByRole('heading', { name: 'Sidama Starch PLC' })).toBeInTheDocument();
      expect(cards[1]).toHaveTextContent(`Sidama Starch PLC${plans.processor}Hawassa`);
      expect(screen.getByText(t.count(2))).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: t.searchLabel })).toHaveValue('');
      expect(screen.getByRole('combobox', { name: t.planLabel })).toHaveDisplayValue(t.allPlans);
      expect(screen.getByRole('option', { name: plans['farm-investor'] })).toBeInTheDocument();
      // One page: no pager.
      expect(screen.queryByRole('navigation', { name: t.pagesLabel })).toBeNull();
    });

    it('says when nobody is listed, and when a search finds nobody (with a way back)', () => {
      directory({ data: NONE });
      expect(screen.getByText(t.emptyAll)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: t.clear })).toBeNull();
      cleanup();
      directory({ data: NONE }, { q: 'zzz', plan: 'exporter', city: '', page: 1 });
      expect(screen.getByText(t.empty)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: t.clear })).toHaveAttribute('href', '/members');
      expect(screen.getByRole('searchbox', { name: t.searchLabel })).toHaveValue('zzz');
      expect(screen.getByRole('combobox', { name: t.planLabel })).toHaveDisplayValue(plans.exporter!);
    });

    it('says when the directory could not be loaded, with the reason and a retry', () => {
      directory({ error: rateLimited });
      expect(screen.getByRole('alert')).toHaveTextContent(`${t.failed} ${rateLimited}`);
      expect(screen.getByRole('button', { name: t.retry })).toBeEnabled();
      expect(screen.queryByRole('list')).toBeNull();
    });

    /** The check with a fake API answering each call in turn. */
    const check = (...answers: (Check | Error)[]) => {
      const logic = views.machine.provide({
        actors: {
          load: fromPromise(async () => {
            const answer = answers.shift()!;
            if (answer instanceof Error) throw answer;
            return answer;
          }),
        },
      });
      return render(<views.CertificateCheck code="7f3c9a2e41b8d605" logic={logic} />);
    };
    const verdict = () => document.querySelector('[data-verdict]');

    it('shows a valid certificate in large type with its name, company, plan, number and end date, and nothing else', async () => {
      check({ found: true, verification: CERTIFICATE });
      expect(screen.getByRole('status')).toHaveTextContent(v.checking);
      expect(await screen.findByText(v.valid)).toBeInTheDocument();
      expect(verdict()).toHaveAttribute('data-verdict', 'valid');
      expect(verdict()).toHaveTextContent(v.validText);
      const terms = [...document.querySelectorAll('dt')].map((el) => el.textContent);
      const values = [...document.querySelectorAll('dd')].map((el) => el.textContent);
      expect(terms).toEqual([v.name, v.company, v.plan, v.number, v.validUntil]);
      expect(values).toEqual(['Almaz Bekele', 'Bekele Cassava Farm', plans.processor, 'ECA-2018-0042', date('2027-07-07')]);
      // English pages give the Gregorian date first; Amharic pages the Ethiopian one.
      expect(values[4]).toBe(lang === 'am' ? 'ሰኔ 30 ቀን 2019 ዓ.ም. (እ.ኤ.አ. ጁላይ 7 ቀን 2027)' : 'July 7, 2027 (30 Sene 2019)');
    });

    it('shows an expired certificate as expired', async () => {
      check({ found: true, verification: { ...CERTIFICATE, status: 'expired', validUntil: '2025-01-31' } });
      expect(await screen.findByText(v.expired)).toBeInTheDocument();
      expect(verdict()).toHaveAttribute('data-verdict', 'expired');
      expect(verdict()).toHaveTextContent(v.expiredText);
      expect(screen.queryByText(v.valid)).toBeNull();
      expect(screen.getByText(date('2025-01-31'))).toBeInTheDocument();
    });

    it('shows an unknown code as not found, without any details', async () => {
      check({ found: false });
      expect(await screen.findByText(v.notFound)).toBeInTheDocument();
      expect(verdict()).toHaveAttribute('data-verdict', 'notFound');
      expect(verdict()).toHaveTextContent(v.notFoundText);
      expect(document.querySelector('dl')).toBeNull();
    });

    it('says when there were too many checks, and checks again on retry', async () => {
      check(new Error(rateLimited), { found: true, verification: CERTIFICATE });
      expect(await screen.findByRole('alert')).toHaveTextContent(`${v.failed} ${rateLimited}`);
      expect(verdict()).toBeNull();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: v.retry })));
      expect(await screen.findByText(v.valid)).toBeInTheDocument();
    });
  });
}
