// Model-based test of the admin list/edit/delete machine: xstate/graph's test model walks every shortest path and
// replays it on the Events screen, each event done as a person does it and each state checked on screen.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { Paged } from '../../contract/api';
import { EventFormSchema } from '../../contract/events';
import { messages } from '../../contract/messages';
import { languageLabels, validationMessages } from '../../contract/messages/validation';
import {
  type AdminCrudState,
  type CrudEvent,
  createCrudMachine,
  type DeleteInput,
  type LoadInput,
  type RunActionInput,
  type SaveInput,
} from '../../machines/adminCrud';
import { EventsScreen, EventsView } from '../../src/admin/screens/events';
import { nestTranslations } from '../../src/admin/translatedValues';
import { schemaValidator } from '../../src/admin/ui';
import type { AdminEvent } from '../../src/api/admin';
import { adminCopy } from '../../src/i18n/admin';
import { adminTestModel, checksOn } from './adminModel';
import { renderRoute } from './model';

/** The list machine of the Events screen, the screen these tests drive. */
const eventsMachine = createCrudMachine<AdminEvent>();

const existing: AdminEvent = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Annual General Assembly',
  description: 'Members meet.',
  date: '2030-09-03',
  time: '9:00 AM',
  location: 'ICT Park, Addis Ababa',
  image: null,
  eventDate: '2030-09-03',
  createdAt: '2026-01-01T00:00:00.000Z',
  registrations: 0,
  capacity: null,
  registrationDeadline: null,
  seatsTaken: 0,
  people: 0,
  waitlisted: 0,
  waitlistedPeople: 0,
  checkedIn: 0,
};
const onePage: Paged<AdminEvent> = { items: [existing], total: 1, page: 1, pageSize: 20 };
const validValues = { title: 'Field day', description: 'Visit the farm.', date: '2030-10-01', time: '', location: 'Hawassa', image: '' };
const invalidValues = { ...validValues, title: '', image: 'not a url' };
const editValues = {
  title: existing.title,
  description: existing.description,
  date: existing.date,
  time: existing.time,
  location: existing.location,
  image: '',
};

type ModelEvent =
  | CrudEvent<AdminEvent>
  | { type: 'xstate.done.actor.loadPage'; output: Paged<AdminEvent> }
  | { type: 'xstate.error.actor.loadPage'; error: { message: string } }
  | { type: 'xstate.done.actor.saveItem'; output: AdminEvent }
  | { type: 'xstate.error.actor.saveItem'; error: { message: string; fields?: Record<string, string> } }
  | { type: 'xstate.done.actor.deleteItem'; output: unknown }
  | { type: 'xstate.error.actor.deleteItem'; error: { message: string } };

const serverDown = { message: messages.http.network };
const conflictMsg = { message: 'That event was not found.' };

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.loadPage', output: onePage },
  { type: 'xstate.error.actor.loadPage', error: serverDown },
  { type: 'list.retry' },
  { type: 'query.changed', q: 'assembly' },
  { type: 'edit.opened', values: { title: '', description: '', date: '', time: '', location: '', image: '' } },
  { type: 'edit.opened', item: existing, values: editValues },
  { type: 'form.submitted', values: validValues },
  { type: 'form.submitted', values: invalidValues },
  { type: 'edit.cancelled' },
  { type: 'xstate.done.actor.saveItem', output: existing },
  {
    type: 'xstate.error.actor.saveItem',
    error: { message: messages.http.validation, fields: { location: 'Location is required' } },
  },
  { type: 'delete.requested', item: existing },
  { type: 'delete.cancelled' },
  { type: 'delete.confirmed' },
  { type: 'xstate.done.actor.deleteItem', output: { deleted: true } },
  { type: 'xstate.error.actor.deleteItem', error: conflictMsg },
];

/** As the Events screen checks its form: the texts in the other languages nested as the API takes them. */
const validate = (values: Record<string, unknown>) => schemaValidator(EventFormSchema)(nestTranslations(values));
type Snap = SnapshotFrom<typeof eventsMachine>;
const model = adminTestModel(eventsMachine, {
  input: { validate },
  events,
  // State plus the parts of context the screen shows, plus the event that led here: covers transitions, stays small.
  serializeState: (state, event) =>
    JSON.stringify([
      state.value,
      Boolean(state.context.page),
      state.context.editing?.id ?? null,
      state.context.error,
      state.context.notice,
      state.context.query.q,
      Object.keys(state.context.fieldErrors).length > 0,
      event?.type ?? null,
    ]),
});
const paths = model.getShortestPaths();

type Pending<T> = { resolve(v: T): void; reject(e: unknown): void }[];
type World = { loads: LoadInput[]; saves: SaveInput<AdminEvent>[]; deletes: AdminEvent[] };

const dialog = () => screen.getByRole('dialog');
/** The heading's Add button (hidden from the accessibility tree while a dialog is open). */
const addButton = () => screen.getByRole('button', { name: 'Add Event', hidden: true });
const visibleTable = () => screen.getByRole('table');

const assertions = {
  loading: async (s: Snap, w: World) => {
    expect(w.loads.at(-1)?.query.q).toBe(s.context.query.q);
    // A click on Add before the list is there would be lost: the button waits.
    expect(addButton()).toBeDisabled();
    if (s.context.page) expect(screen.getByRole('region', { name: 'Events' })).toHaveAttribute('aria-busy', 'true');
    else expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  },
  loadFailed: async () => {
    expect(await screen.findByText(/The list could not be loaded\./)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(messages.http.network))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(addButton()).toBeDisabled();
  },
  list: async (s: Snap) => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(visibleTable()).getByText(existing.title)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Events' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByTestId('list-total')).toHaveTextContent('Showing 1–1 of 1');
    expect(addButton()).toBeEnabled();
    if (s.context.error) expect(screen.getByRole('alert')).toHaveTextContent(s.context.error);
    else expect(screen.queryByRole('alert')).toBeNull();
    if (s.context.notice === 'deleted') expect(screen.getByText('Deleted.')).toBeInTheDocument();
    if (s.context.notice === 'created') expect(screen.getByText('Created.')).toBeInTheDocument();
    if (s.context.notice === 'saved') expect(screen.getByText('Changes saved.')).toBeInTheDocument();
  },
  editing: async (s: Snap) => {
    const d = await screen.findByRole('dialog');
    expect(within(d).getByRole('heading', { name: s.context.editing ? 'Edit Event' : 'Add Event' })).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Save' })).toBeEnabled();
    for (const message of Object.values(s.context.fieldErrors)) expect(within(d).getByText(message)).toBeInTheDocument();
    if (s.context.error) expect(within(d).getByText(/The changes were not saved\./)).toBeInTheDocument();
  },
  saving: async (_s: Snap, w: World) => {
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Saving…' })).toBeDisabled());
    expect(within(dialog()).getByLabelText(/^Title/)).toBeDisabled();
    expect(w.saves.at(-1)?.values).toMatchObject({ title: expect.any(String), location: expect.any(String) });
  },
  confirmingDelete: async () => {
    const d = await screen.findByRole('dialog');
    expect(within(d).getByText('Are you sure you want to delete this event?')).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
  deleting: async (_s: Snap, w: World) => {
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Deleting…' })).toBeDisabled());
    expect(w.deletes.at(-1)?.id).toBe(existing.id);
  },
  // Row actions belong to the Messages and Applications screens; the Events screen has none (checked below).
  acting: async () => {
    throw new Error('the Events screen has no row actions');
  },
} satisfies Record<AdminCrudState, (s: Snap, w: World) => Promise<void>>;

afterEach(cleanup);

async function fill(values: Record<string, string>) {
  const d = dialog();
  const field = (label: RegExp) => within(d).getByLabelText(label) as HTMLInputElement;
  fireEvent.change(field(/^Title/), { target: { value: values.title } });
  fireEvent.change(field(/^Description/), { target: { value: values.description } });
  fireEvent.change(field(/^Date/), { target: { value: values.date } });
  fireEvent.change(field(/^Location/), { target: { value: values.location } });
  fireEvent.change(field(/^Image URL/), { target: { value: values.image } });
}

describe('admin list machine (model-based, replayed on the Events screen)', () => {
  it('walks to every state the Events screen can show', () => {
    const visited = new Set(paths.flatMap((p) => p.steps.map((step) => String(step.state.value))));
    // Events go by the invokes' ids, not generated names.
    expect(paths.flatMap((p) => p.steps.map((step) => step.event.type))).toContain('xstate.done.actor.loadPage');
    expect([...visited].sort()).toEqual(
      Object.keys(assertions)
        .filter((k) => k !== 'acting')
        .sort(),
    );
    expect(paths.length).toBeGreaterThan(10);
  });

  it('row actions: list → acting → loading on success; back to list with the message on failure', async () => {
    let fail = false;
    const sent: RunActionInput<AdminEvent>[] = [];
    const actor = createActor(
      eventsMachine.provide({
        actors: {
          loadPage: fromPromise(async () => onePage),
          runAction: fromPromise<unknown, RunActionInput<AdminEvent>>(async ({ input }) => {
            sent.push(input);
            if (fail) throw { message: 'That message was not found.' };
            return {};
          }),
        },
      }),
      { input: {} },
    );
    actor.start();
    await waitFor(() => expect(actor.getSnapshot().value).toBe('list'));
    actor.send({ type: 'row.action', item: existing, action: 'replied' });
    expect(actor.getSnapshot().value).toBe('acting');
    await waitFor(() => expect(actor.getSnapshot().value).toBe('list'));
    expect(actor.getSnapshot().context.notice).toBe('replied');
    // An action's details (a rejection's reason) reach the call, and the next action starts without them.
    actor.send({ type: 'row.action', item: existing, action: 'rejected', details: { reason: 'Unreadable receipt' } });
    await waitFor(() => expect(actor.getSnapshot().context.notice).toBe('rejected'));
    expect(sent.map((i) => [i.action, i.details])).toEqual([
      ['replied', {}],
      ['rejected', { reason: 'Unreadable receipt' }],
    ]);
    fail = true;
    actor.send({ type: 'row.action', item: existing, action: 'archived' });
    await waitFor(() => expect(actor.getSnapshot().context.error).toBe('That message was not found.'));
    expect(actor.getSnapshot().value).toBe('list');
    actor.stop();
  });

  for (const path of paths) {
    it(`${String(path.state.value)} via ${path.steps.map((s) => s.event.type.replace('xstate.', '').replace('actor.', '')).join(' → ')}`, async () => {
      const loads: Pending<Paged<AdminEvent>> = [];
      const saves: Pending<AdminEvent> = [];
      const deletes: Pending<unknown> = [];
      const world: World = { loads: [], saves: [], deletes: [] };
      const actor = createActor(
        eventsMachine.provide({
          actors: {
            loadPage: fromPromise<Paged<AdminEvent>, LoadInput>(({ input }) => {
              world.loads.push(input);
              return new Promise((resolve, reject) => loads.push({ resolve, reject }));
            }),
            saveItem: fromPromise<AdminEvent, SaveInput<AdminEvent>>(({ input }) => {
              world.saves.push(input);
              return new Promise((resolve, reject) => saves.push({ resolve, reject }));
            }),
            deleteItem: fromPromise<unknown, DeleteInput<AdminEvent>>(({ input }) => {
              world.deletes.push(input.item);
              return new Promise((resolve, reject) => deletes.push({ resolve, reject }));
            }),
          },
        }),
        { input: { validate } },
      );
      actor.start();
      // Under a router: each row links to the event's check-in screen.
      renderRoute('/admin/events', () => <EventsView actor={actor} />);
      const user = userEvent.setup();
      // The latest load settles (a search cancels the earlier one); saves and deletes settle in order.
      const settle = <T,>(pending: Pending<T>, take: 'pop' | 'shift', outcome: { output?: unknown; error?: unknown }, ok: boolean) =>
        act(async () => {
          const call = pending[take]()!;
          if (ok) call.resolve(outcome.output as T);
          else call.reject(outcome.error);
        });
      type Step<E> = { event: E };
      const on =
        <T extends ModelEvent['type']>(_type: T, run: (e: Extract<ModelEvent, { type: T }>) => Promise<unknown>) =>
        (step: Step<unknown>) =>
          run(step.event as Extract<ModelEvent, { type: T }>);
      const clickIn = (name: string) => () => user.click(within(dialog()).getByRole('button', { name }));
      const replay: Record<ModelEvent['type'], (step: Step<unknown>) => Promise<unknown>> = {
        'xstate.done.actor.loadPage': on('xstate.done.actor.loadPage', (e) => settle(loads, 'pop', e, true)),
        'xstate.error.actor.loadPage': on('xstate.error.actor.loadPage', (e) => settle(loads, 'pop', e, false)),
        'xstate.done.actor.saveItem': on('xstate.done.actor.saveItem', (e) => settle(saves, 'shift', e, true)),
        'xstate.error.actor.saveItem': on('xstate.error.actor.saveItem', (e) => settle(saves, 'shift', e, false)),
        'xstate.done.actor.deleteItem': on('xstate.done.actor.deleteItem', (e) => settle(deletes, 'shift', e, true)),
        'xstate.error.actor.deleteItem': on('xstate.error.actor.deleteItem', (e) => settle(deletes, 'shift', e, false)),
        'list.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
        'query.changed': on('query.changed', async (e) => {
          // Under an open dialog the address changes by Back, which the routed screen passes to the machine.
          if (screen.queryByRole('dialog')) return act(() => actor.send(e));
          const box = screen.getByRole('searchbox', { name: 'Search' });
          await user.clear(box);
          await user.type(box, e.q ?? '');
          await user.click(screen.getByRole('button', { name: 'Search' }));
        }),
        'edit.opened': on('edit.opened', async (e) => {
          await user.click(
            e.item ? screen.getByRole('button', { name: `Edit: ${existing.title}` }) : screen.getByRole('button', { name: 'Add Event' }),
          );
          await screen.findByRole('dialog');
        }),
        'form.submitted': on('form.submitted', async (e) => {
          await fill(e.values as Record<string, string>);
          await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
        }),
        'edit.cancelled': clickIn('Cancel'),
        'delete.cancelled': clickIn('Cancel'),
        'delete.requested': () => user.click(screen.getByRole('button', { name: `Delete: ${existing.title}` })),
        'delete.confirmed': clickIn('Delete'),
        'row.action': async () => {
          throw new Error('the Events screen has no row actions');
        },
        'notice.dismissed': async () => {
          throw new Error('the Events screen has no dismiss button');
        },
        'list.reload': async () => {
          throw new Error('only the Members screen reloads its list from outside');
        },
      };

      await path.test({
        events: replay,
        states: checksOn(assertions, actor, world),
      });
      actor.stop();
    });
  }
});

describe('the Events screen’s texts in the other languages', () => {
  const t = adminCopy.events;
  /** An event staff already wrote in Amharic and, for its title and place, in Afaan Oromoo. */
  const translated: AdminEvent = {
    ...existing,
    translations: {
      am: { title: 'ዓመታዊ ጠቅላላ ጉባኤ' },
      om: { title: 'Walgahii Waliigalaa Waggaa', location: 'Paarkii ICT, Finfinnee' },
    },
  };

  /**
   * The routed Events screen, with its own form check (the texts in other languages nested as the API takes them), its
   * edit dialog open on `translated`; every save it sends is kept in `saves`.
   */
  async function editTranslated() {
    const saves: SaveInput<AdminEvent>[] = [];
    const logic = eventsMachine.provide({
      actors: {
        loadPage: fromPromise<Paged<AdminEvent>, LoadInput>(async () => ({ ...onePage, items: [translated] })),
        saveItem: fromPromise<AdminEvent, SaveInput<AdminEvent>>(async ({ input }) => {
          saves.push(input);
          return translated;
        }),
      },
    });
    renderRoute('/admin/events', () => <EventsScreen logic={logic} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Edit: ${existing.title}` }));
    return { saves, user, d: await screen.findByRole('dialog') };
  }

  it('fills the Afaan Oromoo inputs from the item’s translations.om and sends a changed Oromo title as translations.om.title', async () => {
    const { saves, user, d } = await editTranslated();

    // A group per other language, Amharic first, each input marked with its language and filled from the item.
    expect([...d.querySelectorAll('legend')].map((legend) => legend.textContent)).toEqual([languageLabels.am, languageLabels.om]);
    const oromo = within(d).getByRole('group', { name: languageLabels.om });
    const amharic = within(d).getByRole('group', { name: languageLabels.am });
    const omTitle = within(oromo).getByLabelText(validationMessages.fieldIn(t.fieldTitle, languageLabels.om)) as HTMLInputElement;
    expect(omTitle).toHaveAttribute('name', 'translations.om.title');
    expect(omTitle).toHaveAttribute('lang', 'om');
    expect(omTitle).toHaveValue('Walgahii Waliigalaa Waggaa');
    expect(within(oromo).getByLabelText(validationMessages.fieldIn(t.fieldLocation, languageLabels.om))).toHaveValue(
      'Paarkii ICT, Finfinnee',
    );
    expect(within(oromo).getByLabelText(validationMessages.fieldIn(t.fieldDescription, languageLabels.om))).toHaveValue('');
    expect(within(amharic).getByLabelText(validationMessages.fieldIn(t.fieldTitle, languageLabels.am))).toHaveValue('ዓመታዊ ጠቅላላ ጉባኤ');
    expect(within(amharic).getByLabelText(validationMessages.fieldIn(t.fieldLocation, languageLabels.am))).toHaveValue('');

    await user.clear(omTitle);
    await user.type(omTitle, 'Walgahii Waggaa 2030');
    await user.click(within(d).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.item?.id).toBe(existing.id);
    expect(saves[0]!.values).toMatchObject({
      title: existing.title,
      'translations.om.title': 'Walgahii Waggaa 2030',
      'translations.om.location': 'Paarkii ICT, Finfinnee',
      'translations.am.title': 'ዓመታዊ ጠቅላላ ጉባኤ',
    });
    // As the API gets it: nested under translations, each language its own.
    expect(nestTranslations(saves[0]!.values)).toMatchObject({
      translations: {
        om: { title: 'Walgahii Waggaa 2030', location: 'Paarkii ICT, Finfinnee', description: '' },
        am: { title: 'ዓመታዊ ጠቅላላ ጉባኤ', location: '', description: '' },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names the language in a refused text’s message, under its own input, and sends nothing', async () => {
    const { saves, user, d } = await editTranslated();
    const oromo = within(d).getByRole('group', { name: languageLabels.om });
    const omTitle = within(oromo).getByLabelText(validationMessages.fieldIn(t.fieldTitle, languageLabels.om));
    await user.clear(omTitle);
    await user.click(omTitle);
    await user.paste('W'.repeat(201));
    await user.click(within(d).getByRole('button', { name: 'Save' }));
    // The same title field stands in the Amharic group too: the message says which one.
    const message = 'Afaan Oromoo title must be at most 200 characters';
    expect(await within(oromo).findByText(message)).toBeInTheDocument();
    expect(omTitle).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(saves).toHaveLength(0);
  });
});
