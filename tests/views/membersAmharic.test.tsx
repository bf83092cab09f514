// The Members screen as the Amharic build shows it: the modules that build swaps (the staff catalog, the dates and
// the plan titles) are swapped here the same way, and the list, the member dialog and its two forms are read for
// Amharic words, Ethiopian dates first, and no English word besides names and what staff or members typed.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Paged } from '../../contract/api';
import { createCrudMachine } from '../../machines/adminCrud';
import { memberDetailMachine } from '../../machines/memberDetail';
import { type MemberActor, MembersView } from '../../src/admin/screens/members';
import type { Member, MemberDetail } from '../../src/api/admin';
import { memberDetail } from '../machines/memberFixtures';

vi.mock('../../src/i18n/admin', async () => ({ adminCopy: (await import('../../src/i18n/am/admin')).admin }));
vi.mock('../../src/format/dates', () => import('../../contract/am/dates'));
vi.mock('../../contract/plans', () => import('../../contract/am/plans'));
vi.mock('../../contract/messages/validation', () => import('../../contract/messages/am/validation'));

afterEach(cleanup);

/** What the data itself brings in Latin letters (names, email, company, typed reasons, numbers), and the international
 * time beside the Ethiopian clock. */
const DATA = [
  'Almaz Bekele',
  'almaz@example.et',
  'Hawassa Cassava Growers',
  'Hawassa',
  'Hana Girma',
  'Member asked to stay out of the directory',
  'The receipt is unreadable',
  'ECA-R-2018-0001',
  'ECA-2018-0001',
  'AM',
  'PM',
];
const englishLeft = (text: string) => {
  let rest = text;
  for (const d of DATA) rest = rest.split(d).join(' ');
  return rest.match(/[A-Za-z]+/g) ?? [];
};

function renderScreen() {
  const page: Paged<Member> = { items: [memberDetail], total: 1, page: 1, pageSize: 20 };
  const list = createActor(createCrudMachine<Member>().provide({ actors: { loadPage: fromPromise(async () => page) } }), {
    input: { filters: { status: '', plan: '' } },
  });
  list.start();
  const detail = createActor(
    memberDetailMachine.provide({ actors: { loadMember: fromPromise<MemberDetail, { id: string }>(async () => memberDetail) } }),
    { input: { list } },
  );
  detail.start();
  render(<MembersView actor={list} detail={detail as unknown as MemberActor} />);
}

describe('Members screen in Amharic', () => {
  it('shows the list in Amharic, the end date Ethiopian first', async () => {
    renderScreen();
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'አባላት' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'የሚያበቃበት ቀን' })).toBeInTheDocument();
    expect(within(table).getByText('ንቁ')).toHaveAttribute('data-status', 'active');
    expect(within(table).getByText('97 ቀናት ቀርተዋል')).toBeInTheDocument();
    expect(within(table).getByText('አርሶ አደር')).toBeInTheDocument();
    expect(within(table).getByText(/^የካቲት \d+ ቀን 2019 ዓ\.ም\. \(እ\.ኤ\.አ\. ማርች 1 ቀን 2027\)$/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ሁኔታ' })).toHaveTextContent('ሊያበቃ የተቃረበ');
    expect(englishLeft(document.querySelector('main, body')!.textContent ?? '').filter((w) => w !== 'CSV')).toEqual([]);
  });

  it('shows the member, the history and both forms in Amharic', async () => {
    renderScreen();
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ይክፈቱ: Almaz Bekele (ECA-2018-0001)' }));
    const d = await screen.findByRole('dialog');
    await within(d).findByRole('heading', { name: 'ታሪክ' });
    const history = within(d).getByTestId('member-history');
    expect(history).toHaveTextContent('ማሳሰቢያ ተልኳል፦ ከማብቂያው 30 ቀናት በፊት');
    expect(history).toHaveTextContent('የክፍያ ማረጋገጫ ECA-R-2018-0001 · 22,000 ብር');
    expect(history).toHaveTextContent('ማመልከቻው ውድቅ ተደርጓል');
    expect(history).toHaveTextContent('አሁን በአባላት ማውጫ አይታይም');
    expect(englishLeft(d.textContent ?? '')).toEqual([]);

    await user.click(within(d).getByRole('button', { name: 'የማብቂያ ቀን ወይም የማውጫ ምርጫ ያስተካክሉ' }));
    await user.click(within(d).getByRole('button', { name: 'ያስቀምጡ' }));
    expect(within(d).getByLabelText(/^የለውጡ ምክንያት/)).toHaveAccessibleDescription(/\S/);
    expect(englishLeft(d.textContent ?? '')).toEqual([]);

    await user.click(within(d).getByRole('button', { name: 'ይቅር' }));
    await user.click(within(d).getByRole('button', { name: 'በቢሮ የተከፈለ እድሳት ይመዝግቡ' }));
    expect(within(d).getByRole('button', { name: 'እድሳቱን ይመዝግቡ' })).toBeEnabled();
    expect(englishLeft(d.textContent ?? '')).toEqual([]);
  });
});
