// An application under a member's address on the staff applications list as the Amharic build shows it: the staff
// catalog and the validation messages swapped as that build swaps them.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Paged } from '../../contract/api';
import { createCrudMachine } from '../../machines/adminCrud';
import { ApplicationsView } from '../../src/admin/screens/inbox';
import type { AdminApplication } from '../../src/api/admin';
import { adminCopy } from '../../src/i18n/admin';
import { renderRoute } from '../machines/model';
import { mallory, recordComparisonSpecs } from '../support/applicationsRecord';

vi.mock('../../src/i18n/admin', async () => ({ adminCopy: (await import('../../src/i18n/am/admin')).admin }));
vi.mock('../../src/format/dates', () => import('../../contract/am/dates'));
vi.mock('../../contract/plans', () => import('../../contract/am/plans'));
vi.mock('../../contract/messages/validation', () => import('../../contract/messages/am/validation'));

afterEach(cleanup);

/** What the data brings in Latin letters: names, companies, the member number. */
const DATA = ['Mallory Evil', 'Mallory', 'Evil Trading', 'Evil', 'Alice', 'Bekele Cassava Farms', 'Bekele', 'ECA-2019-0007'];
const englishLeft = (text: string) => {
  let rest = text;
  for (const d of DATA) rest = rest.split(d).join(' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
};

describe('an application that differs from the member record (Amharic)', () => {
  it('is read with the Amharic words, and the comparison dialog has no English besides the data', async () => {
    const ta = adminCopy.applications;
    expect(ta.colRecord).toBe('የአባል መዝገብ');
    expect(ta.differsFromRecord('ECA-2019-0007')).toBe('ከአባል መዝገብ ECA-2019-0007 ይለያል');
    const actor = createActor(
      createCrudMachine<AdminApplication>().provide({
        actors: {
          loadPage: fromPromise(async (): Promise<Paged<AdminApplication>> => ({ items: [mallory], total: 1, page: 1, pageSize: 20 })),
        },
      }),
      { input: {} },
    );
    actor.start();
    renderRoute('/admin/applications', () => <ApplicationsView actor={actor} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: `${ta.approve}: Mallory Evil` }));
    const dialog = await screen.findByRole('dialog', { name: ta.review.approveTitle('Mallory Evil', ta.plans.farmer!) });
    expect(within(dialog).getByTestId('record-comparison')).toHaveTextContent(ta.colApplication);
    expect(englishLeft(dialog.textContent ?? '')).toEqual([]);
  });
  recordComparisonSpecs();
});
