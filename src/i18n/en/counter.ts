// The counter screen's words (/admin/counter): a catalog of its own, swapped for src/i18n/am/counter.ts in Amharic.
import { PLAN_TITLES } from '../../../contract/plans';

export const counter = {
  title: 'Counter',
  intro:
    'For the person in front of you: add a member who brings a bank slip, register someone at an event and let them in, send a mail again, print a certificate.',
  failed: 'That did not work. Please try again.',
  again: 'Next person',
  sending: 'Sending…',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  lang: 'Language of their mails',
  langs: { en: 'English', am: 'Amharic', om: 'Afaan Oromoo' },
  consent: 'The person has read and agreed to the terms and the privacy policy',
  member: {
    title: 'Add a walk-in member',
    intro:
      'The application, the scanned bank slip and the approval in one step. An email that already has a member renews it and keeps its number.',
    company: 'Company / organization',
    address: 'Address',
    city: 'City',
    plan: 'Membership plan',
    plans: PLAN_TITLES,
    listInDirectory: 'List the company in the public member directory',
    slip: 'Scanned bank slip (JPEG, PNG or PDF, at most 5 MB)',
    note: 'Note on the payment (bank, slip number)',
    keepRecord: 'If this email already has a member with other details: keep the member record as it is',
    submit: 'Add member',
    added: (number: string) => `Member ${number} added. The welcome mail is on its way.`,
    renewed: (number: string, until: string) => `Member ${number} renewed until ${until}. The mail is on its way.`,
    differences: (fields: string) => `Their details differ from the member record (${fields}).`,
    certificate: 'Download the certificate',
    /** Another language's certificate, by that language's name in the page's language. */
    certificateIn: (language: string) => `Certificate in ${language}`,
    preparing: 'Preparing…',
    certificateFailed: 'The certificate could not be made. Please try again.',
  },
  walkIn: {
    title: 'Register a walk-in at an event',
    intro: 'Today’s and coming events. Staff can register beyond the seats and past the per-connection limit.',
    event: 'Event',
    noEvents: 'No event today or to come.',
    organization: 'Organization',
    position: 'Position',
    attendees: 'People',
    checkIn: 'Check them in now (only on the event’s day)',
    submit: 'Register',
    done: (people: number, checkedIn: number) =>
      checkedIn > 0
        ? `Registered and checked in: ${checkedIn} of ${people} people.`
        : `Registered: ${people} people. The ticket is on its way.`,
    beyondCapacity: 'The event was full: these seats are beyond its capacity.',
    door: (inside: number, expected: number) => `At the door: ${inside} of ${expected} people checked in.`,
  },
  resend: {
    title: 'Send again',
    intro: 'A sign-in link to “My membership” is always a new one; a ticket keeps its codes and gets a new cancel link.',
    signInLink: 'Send a new sign-in link',
    linkSent: (to: string) => `A new sign-in link is on its way to ${to}.`,
    find: 'Find registrations (name or email)',
    search: 'Search',
    none: 'No registration found.',
    ticket: 'Send the ticket again',
    place: 'Send the waiting-list mail again',
    sent: (to: string) => `Sent again to ${to}.`,
    status: { confirmed: 'Confirmed', waitlisted: 'Waiting list', cancelled: 'Cancelled' },
  },
  reprint: {
    title: 'Print a certificate again',
    find: 'Find a member (number, name or email)',
    none: 'No member found.',
    validUntil: (d: string) => `valid until ${d}`,
  },
};
