// An event's registration without JavaScript, and its ticket as a page. The registration page's form posts here
// (urlencoded) and is handed to the JSON API's register route in process (server/pageForms.ts): a seat answers 303 to
// the registered page, a place in the queue 303 to the waiting-list page, a refusal the registration page again with its
// errors and what was typed. The pages themselves are rendered for each request (server/platform/pages.ts): whether an event
// still takes registrations, and a ticket's status, change by the minute.
import { type Context, Hono } from 'hono';
import type { RegistrationOutcome, Ticket } from '../../../contract/assembly';
import { GUEST_FIELDS, registrationRequest } from '../../../contract/events';
import type { TicketLookup } from '../../../machines/ticket';
import type { AppEnv } from '../../platform/deps';
import {
  askedFor,
  type FormFields,
  formValues,
  inLang,
  type PageFormKit,
  perLanguage,
  refusedForm,
  serverPage,
} from '../../platform/pageFormKit';

export const REGISTRATION_FIELDS: FormFields = {
  text: [
    'firstName',
    'lastName',
    'email',
    'phone',
    'organization',
    'position',
    'attendees',
    'dietaryRequirements',
    'specialRequirements',
    ...GUEST_FIELDS,
    'website',
  ],
  checkboxes: ['terms'],
};

/** The page state's names: the form (src/flows/events/RegistrationPage.tsx) and the ticket (src/assembly/TicketView.tsx). */
const FORM = 'registration';
const FORM_EVENT = 'registrationFor';
const TICKET = 'ticket';

/** A path parameter of the route (its handler's context does not know the route's path). */
const param = (c: Context<AppEnv>, name: string) => c.req.param(name) ?? '';

export function eventPageRoutes(kit: PageFormKit) {
  const r = new Hono<AppEnv>();
  const eventPath = (id: string, page: string) => `/events/${encodeURIComponent(id)}/${page}`;

  serverPage(r, '/events/:id/register', async (c, lang) => {
    // The page's loader reads the event too (from the public cache); this read only decides the status.
    const event = await kit.callApi(c, lang, `/api/events/${encodeURIComponent(param(c, 'id'))}`, { method: 'GET' });
    return kit.page(c, askedFor(c), null, event.status === 404 || event.status === 400 ? 404 : 200);
  });
  serverPage(r, '/events/:id/waitlisted', (c) => kit.page(c, askedFor(c), null, 200));
  serverPage(r, '/events/:id/registered', (c) => kit.page(c, askedFor(c), null, 200));

  perLanguage(r, '/events/:id/register', async (c, lang) => {
    const id = param(c, 'id');
    const values = formValues(await c.req.parseBody(), REGISTRATION_FIELDS);
    const answer = await kit.callApi(c, lang, `/api${eventPath(id, 'register')}`, {
      json: registrationRequest(values as Record<(typeof GUEST_FIELDS)[number] | 'attendees', string>),
    });
    // The API names a further person's name by its place in `attendeeNames`; the form has a field per person.
    const fields = answer.body?.fields;
    if (fields) {
      for (const key of Object.keys(fields).filter((k) => k.startsWith('attendeeNames'))) {
        const index = Number(key.split('.')[1] ?? 0);
        fields[GUEST_FIELDS[index] ?? 'guest2'] = fields[key]!;
        delete fields[key];
      }
    }
    if (answer.status === 201) {
      // The answer names neither the ticket nor the place in the queue (both are mailed, decision 019): the page says
      // which of the two it is and to look in the mail, as the dialog does.
      const registration = (answer.body?.data as RegistrationOutcome | undefined)?.registration;
      return kit.seeOther(c, inLang(lang, eventPath(id, registration?.status === 'waitlisted' ? 'waitlisted' : 'registered')));
    }
    const { website: _, ...shown } = values;
    const state = { forms: { [FORM]: refusedForm(shown, answer) }, data: { [FORM_EVENT]: id.toLowerCase() } };
    return kit.page(c, inLang(lang, eventPath(id, 'register')), state, answer.status);
  });

  // The ticket comes with the page (its state), so the page shows it at once, and again offline from the kept copy.
  serverPage(r, '/ticket/:code', async (c, lang) => {
    const code = param(c, 'code');
    const answer = await kit.callApi(c, lang, `/api/tickets/${encodeURIComponent(code)}`, { method: 'GET' });
    const ticket = (answer.body?.data as Ticket | undefined)?.ticket;
    const lookup: TicketLookup | undefined = ticket ? { found: true, ticket } : answer.status === 404 ? { found: false } : undefined;
    c.header('X-Robots-Tag', 'noindex');
    const registered = c.req.query('registered') !== undefined;
    return kit.page(c, askedFor(c), lookup ? { data: { [TICKET]: { code, lookup, registered } } } : null, ticket ? 200 : answer.status);
  });
  return r;
}
