// The Privacy screen as an admin uses it, in English and in Amharic (the Amharic modules swapped in for the English
// ones, as the Amharic build does): the retention period shown, saved and refused; a person's data found by email,
// exported, corrected and erased (only once the erasure is confirmed); and the server's own words when it refuses.
// An editor sees the warning and nothing is asked of the server.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { longDate as amLongDate } from '../../contract/am/dates';
import { longDate as enLongDate } from '../../contract/dates';
import type { DataRequestSummary, LegalDocument, LegalKind } from '../../contract/legal';
import { adminMessages as enServer } from '../../contract/messages/admin';
import { adminMessages as amServer } from '../../contract/messages/am/admin';
import { validationMessages as amValidation } from '../../contract/messages/am/validation';
import { validationMessages as enValidation } from '../../contract/messages/validation';
import { admin as amAdmin } from '../../src/i18n/am/admin';
import { admin as enAdmin } from '../../src/i18n/en/admin';

/** The server's answers, which each test sets; every call is recorded. */
const api = vi.hoisted(() => ({
  calls: [] as [string, unknown][],
  answers: {} as Record<string, (arg: unknown) => Promise<unknown>>,
}));
const call =
  (name: string) =>
  (...args: unknown[]) => {
    const arg = args.length > 1 ? args : args[0];
    api.calls.push([name, arg]);
    return api.answers[name]!(arg);
  };
vi.mock('../../src/api/privacy', () => ({
  privacyApi: Object.fromEntries(
    ['versions', 'publish', 'settings', 'saveSettings', 'find', 'exportFile', 'correct', 'erase'].map((name) => [name, call(name)]),
  ),
}));
const files = vi.hoisted(() => [] as { url: string; filename: string }[]);
vi.mock('../../src/api/admin', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveFile: (file: { url: string; filename: string }) => files.push(file),
}));
const auth = vi.hoisted(() => ({ isAdmin: true }));
vi.mock('../../src/auth/AuthProvider', () => ({ useAuth: () => ({ isAdmin: auth.isAdmin }) }));

afterEach(cleanup);

const root = resolve(__dirname, '../..');
const ts = (dir: string) => (existsSync(join(root, dir)) ? readdirSync(join(root, dir)).filter((f) => f.endsWith('.ts')) : []);
/** English module → its Amharic counterpart, as scripts/lib/languageSwap.mjs pairs them. */
const SWAPS = [
  ...ts('src/i18n/am').map((f) => [`src/i18n/${f === 'lang.ts' ? '' : 'en/'}${f}`, `src/i18n/am/${f}`]),
  ...ts('contract/messages/am').map((f) => [`contract/messages/${f}`, `contract/messages/am/${f}`]),
  ...ts('contract/am').map((f) => [`contract/${f}`, `contract/am/${f}`]),
].map(([en, am]) => [join(root, en!), join(root, am!)] as const);

const EMAIL = 'hana@example.org';
const SUMMARY: DataRequestSummary = {
  email: EMAIL,
  counts: {
    applications: 1,
    receipts: 1,
    member: 0,
    memberHistory: 0,
    registrations: 2,
    contactMessages: 0,
    outbox: 3,
    accountLinks: 0,
    accountSessions: 0,
    userAccounts: 0,
  },
  total: 7,
} as DataRequestSummary;
const NOTHING: DataRequestSummary = { ...SUMMARY, email: 'nobody@example.org', counts: {}, total: 0 } as DataRequestSummary;
const doc = (kind: LegalKind): LegalDocument => ({
  kind,
  version: 2,
  titleEn: kind === 'terms' ? 'Terms and conditions' : 'Privacy policy',
  bodyEn: 'We keep what you send us.',
  translations: { am: { title: kind === 'terms' ? 'የአገልግሎት ውል' : 'የግል መረጃ አያያዝ ፖሊሲ', body: 'የላኩልንን እንይዛለን።' } },
  publishedAt: '2026-10-01T08:00:00.000Z',
  publishedByName: 'Almaz Tesfaye',
});
/** A refused call, as src/api/client.ts hands it on: the server's sentence is the message. */
const refused = (message: string) => Promise.reject(Object.assign(new Error(message), { status: 400 }));

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the data itself brings in Latin letters: addresses, names, and the file format's name. */
const DATA = [EMAIL, 'nobody@example.org', 'Almaz Tesfaye', 'Hana', 'JSON', 'PDF'];
const englishLeft = (text: string) => {
  let rest = text;
  for (const d of DATA) rest = rest.split(d).join(' ');
  return rest.match(/[A-Za-z]+/g) ?? [];
};

const LANGUAGES = {
  en: { t: enAdmin.privacy, server: enServer, validation: enValidation, longDate: enLongDate },
  am: { t: amAdmin.privacy, server: amServer, validation: amValidation, longDate: amLongDate },
};

for (const lang of ['en', 'am'] as const) {
  const { t, server, validation, longDate } = LANGUAGES[lang];

  describe(`the Privacy screen in ${lang === 'en' ? 'English' : 'Amharic'}`, () => {
    let PrivacyScreen: typeof import('../../src/admin/screens/privacy').PrivacyScreen;
    beforeAll(async () => {
      vi.resetModules();
      if (lang === 'am') for (const [en, am] of SWAPS) vi.doMock(en, () => import(/* @vite-ignore */ am));
      ({ PrivacyScreen } = await import('../../src/admin/screens/privacy'));
    });
    afterAll(() => {
      for (const [en] of SWAPS) vi.doUnmock(en);
      vi.resetModules();
    });
    beforeEach(() => {
      auth.isAdmin = true;
      api.calls.length = 0;
      files.length = 0;
      let days = 730;
      api.answers = {
        versions: async (kind) => [doc(kind as LegalKind)],
        settings: async () => ({ retentionDays: days }),
        saveSettings: async (value) => {
          days = value as number;
          return { retentionDays: days };
        },
        find: async (email) => (email === EMAIL ? SUMMARY : { ...NOTHING, email }),
        exportFile: async () => ({ url: 'blob:personal-data', filename: 'personal-data-2026-11-27.json' }),
        correct: async () => ({ applications: 1, registrations: 2 }),
        erase: async () => ({ applications: 1, receipts: 1, registrations: 2, outbox: 3 }),
      };
    });

    const region = (name: string) => screen.getByRole('region', { name });
    const requests = () => region(t.requests);
    const retention = () => region(t.retention);
    const callsOf = (name: string) => api.calls.filter(([n]) => n === name).map(([, arg]) => arg);

    async function findPerson(user: ReturnType<typeof userEvent.setup>, email = EMAIL) {
      await user.type(within(requests()).getByLabelText(new RegExp(`^${t.email}`)), email);
      await user.click(within(requests()).getByRole('button', { name: t.find }));
    }

    it('is for admins: an editor sees the warning and nothing is asked of the server', () => {
      auth.isAdmin = false;
      render(<PrivacyScreen />);
      expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(t.noPermission);
      expect(screen.queryByRole('region')).toBeNull();
      expect(api.calls).toEqual([]);
    });

    it('shows the retention period, saves a new one and says so', async () => {
      const user = userEvent.setup();
      render(<PrivacyScreen />);
      const days = await within(retention()).findByRole('spinbutton', { name: new RegExp(`^${t.retentionDays}`) });
      expect(days).toHaveValue(730);
      expect(days).toHaveAttribute('min', '30');
      expect(days).toHaveAttribute('max', '3650');
      expect(within(retention()).getByText(t.retentionIntro)).toBeInTheDocument();
      expect(within(retention()).queryByRole('status')).toBeNull();

      await user.clear(days);
      await user.type(days, '365');
      await user.click(within(retention()).getByRole('button', { name: t.saveRetention }));
      expect(await within(retention()).findByRole('status')).toHaveTextContent(t.retentionSaved(365));
      expect(callsOf('saveSettings')).toEqual([365]);
      expect(within(retention()).getByRole('spinbutton')).toHaveValue(365);
    });

    it('keeps a period the browser refuses from the server, and shows the server refusing one', async () => {
      const user = userEvent.setup();
      render(<PrivacyScreen />);
      const days = await within(retention()).findByRole('spinbutton');
      // Below the least the field allows: the form is not sent.
      await user.clear(days);
      await user.type(days, '10');
      await user.click(within(retention()).getByRole('button', { name: t.saveRetention }));
      expect(days).toBeInvalid();
      expect(callsOf('saveSettings')).toEqual([]);

      // A period the field allows but the server refuses (here: the admin's role was taken away meanwhile).
      api.answers.saveSettings = () => refused(server.privacyNoPermission);
      await user.clear(days);
      await user.type(days, '400');
      await user.click(within(retention()).getByRole('button', { name: t.saveRetention }));
      expect(await within(retention()).findByRole('alert')).toHaveTextContent(server.privacyNoPermission);
      expect(within(retention()).queryByText(t.retentionSaved(400))).toBeNull();
      expect(callsOf('saveSettings')).toEqual([400]);
    });

    it('says when the retention period could not be read', async () => {
      api.answers.settings = () => Promise.reject(new Error(''));
      render(<PrivacyScreen />);
      expect(await within(retention()).findByRole('alert')).toHaveTextContent(t.failed);
      expect(within(retention()).queryByRole('spinbutton')).toBeNull();
    });

    it('shows the current version of both documents', async () => {
      render(<PrivacyScreen />);
      for (const kind of ['terms', 'privacy'] as const) {
        const panel = region(t.kinds[kind]);
        expect(
          await within(panel).findByText(new RegExp(escapeRegExp(t.current(2, longDate('2026-10-01T08:00:00.000Z'), 'Almaz Tesfaye')))),
        ).toHaveAttribute('data-current-version', '2');
        expect(within(panel).getByRole('button', { name: t.publish })).toBeEnabled();
      }
    });

    it('finds what is held about an email address, and says when nothing is', async () => {
      const user = userEvent.setup();
      render(<PrivacyScreen />);
      expect(within(requests()).queryByRole('button', { name: t.export })).toBeNull();
      await findPerson(user);
      expect(await within(requests()).findByText(t.found(7))).toHaveAttribute('role', 'status');
      expect(callsOf('find')).toEqual([EMAIL]);
      // Only what is held is listed, with its count.
      const items = within(requests())
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(items).toEqual([
        `${t.counts.applications}: 1`,
        `${t.counts.receipts}: 1`,
        `${t.counts.registrations}: 2`,
        `${t.counts.outbox}: 3`,
      ]);
      for (const name of [t.export, t.saveCorrection, t.erase])
        expect(within(requests()).getByRole('button', { name })).toBeInTheDocument();

      await user.clear(within(requests()).getByLabelText(new RegExp(`^${t.email}`)));
      await findPerson(user, 'nobody@example.org');
      expect(await within(requests()).findByText(t.nothing)).toBeInTheDocument();
      expect(within(requests()).queryByRole('button', { name: t.export })).toBeNull();
      expect(within(requests()).queryByRole('button', { name: t.erase })).toBeNull();
      expect(within(requests()).queryByRole('listitem')).toBeNull();
    });

    it("shows the server's message when a search is refused", async () => {
      const user = userEvent.setup();
      api.answers.find = () => refused(validation.invalidEmail);
      render(<PrivacyScreen />);
      await findPerson(user, 'hana@example');
      expect(await within(requests()).findByRole('alert')).toHaveTextContent(validation.invalidEmail);
      expect(within(requests()).queryByTestId('person')).toBeNull();
    });

    it('exports the person’s data as a file, and shows the server refusing it', async () => {
      const user = userEvent.setup();
      render(<PrivacyScreen />);
      await findPerson(user);
      await user.click(await within(requests()).findByRole('button', { name: t.export }));
      await waitFor(() => expect(files).toEqual([{ url: 'blob:personal-data', filename: 'personal-data-2026-11-27.json' }]));
      expect(callsOf('exportFile')).toEqual([EMAIL]);
      expect(within(requests()).getByRole('button', { name: t.export })).toBeEnabled();

      api.answers.exportFile = () => refused(server.nothingHeld);
      await user.click(within(requests()).getByRole('button', { name: t.export }));
      expect(await within(requests()).findByRole('alert')).toHaveTextContent(server.nothingHeld);
      expect(files).toHaveLength(1);
    });

    it('sends only the fields filled in as a correction, and shows the server refusing an empty one', async () => {
      const user = userEvent.setup();
      render(<PrivacyScreen />);
      await findPerson(user);
      const form = await within(requests()).findByTestId('correct-person');
      api.answers.correct = () => refused(server.correctionEmpty);
      await user.click(within(form).getByRole('button', { name: t.saveCorrection }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(server.correctionEmpty);
      expect(callsOf('correct')).toEqual([{ email: EMAIL }]);

      api.answers.correct = async () => ({ applications: 1, registrations: 2 });
      await user.type(within(form).getByLabelText(t.firstName), 'Hanna');
      await user.type(within(form).getByLabelText(t.phone), '+251911000111');
      await user.click(within(form).getByRole('button', { name: t.saveCorrection }));
      expect(await within(form).findByRole('status')).toHaveTextContent(t.corrected(3));
      expect(within(form).queryByRole('alert')).toBeNull();
      expect(callsOf('correct')[1]).toEqual({ firstName: 'Hanna', phone: '+251911000111', email: EMAIL });
    });

    it('erases only once the erasure is confirmed, and shows the server refusing it', async () => {
      const user = userEvent.setup();
      render(<PrivacyScreen />);
      await findPerson(user);
      const erase = await within(requests()).findByRole('button', { name: t.erase });
      expect(within(requests()).getByText(t.eraseIntro)).toBeInTheDocument();
      expect(erase).toBeDisabled();
      await user.click(erase);
      expect(callsOf('erase')).toEqual([]);

      api.answers.erase = () => refused(server.confirmErase);
      const confirm = within(requests()).getByRole('checkbox', { name: t.eraseConfirm });
      await user.click(confirm);
      expect(erase).toBeEnabled();
      await user.click(erase);
      expect(await within(requests()).findByRole('alert')).toHaveTextContent(server.confirmErase);

      api.answers.erase = async () => ({ applications: 1 });
      await user.click(erase);
      expect(await within(requests()).findByText(t.erased)).toHaveAttribute('role', 'status');
      expect(within(requests()).queryByRole('alert')).toBeNull();
      expect(callsOf('erase')).toEqual([EMAIL, EMAIL]);

      // A new search asks for the confirmation again.
      await user.click(within(requests()).getByRole('button', { name: t.find }));
      await waitFor(() => expect(callsOf('find')).toHaveLength(2));
      expect(within(requests()).getByRole('checkbox', { name: t.eraseConfirm })).not.toBeChecked();
      expect(within(requests()).getByRole('button', { name: t.erase })).toBeDisabled();
    });

    if (lang === 'am') {
      it('reads in Amharic: no English word besides the data', async () => {
        const user = userEvent.setup();
        render(<PrivacyScreen />);
        await within(retention()).findByRole('spinbutton');
        await findPerson(user);
        await within(requests()).findByText(t.found(7));
        const shown = [screen.getByRole('heading', { level: 1 }).parentElement!, retention(), requests()]
          .map((el) => el.textContent)
          .join(' ');
        expect(englishLeft(shown)).toEqual([]);
        for (const kind of ['terms', 'privacy'] as const) {
          const heads = region(t.kinds[kind]).querySelectorAll('h2, label, button, [data-current-version]');
          expect(englishLeft([...heads].map((el) => el.textContent).join(' '))).toEqual([]);
        }
      });
    }
  });
}
