// The words of the assembly day's public pages: the ticket page and the cancel page (loaded with those pages only).
import type { RegistrationStatus } from '../../../contract/assembly';

/** The registration dialog's end: a seat (the ticket is mailed), the waiting list, or registration closed. */
export const registered = {
  waitlistedTitle: 'You are on the waiting list',
  waitlistedBody: (place: number | null) =>
    `${place ? `You are number ${place} on the waiting list; w` : 'W'}e will email you if a seat frees up.`,
  closedTitle: 'Registration closed',
  closedBody: 'Registration for this event has closed.',
  waitlistedMail: 'We have sent you an email with the details and a link to leave the waiting list.',
  confirmedMail:
    'Thank you for registering. Your ticket and a calendar invitation are on their way to your email: please check your inbox.',
  /** The registration page (the form without a dialog) and the pages a registration sent from it leads to. */
  pageTitle: (title: string) => `Register for ${title}`,
  pageMetaDescription: 'Register for an event of the Ethiopian Cassava Association.',
  resultMetaDescription: 'Your registration for an event of the Ethiopian Cassava Association.',
  notFoundTitle: 'Event not found',
  notFoundText: 'This event does not exist or is no longer available.',
  allEvents: 'See all events',
};

export const ticket = {
  title: 'Your ticket',
  metaDescription: 'Your ticket for an event of the Ethiopian Cassava Association.',
  loading: 'Loading the ticket…',
  failed: 'The ticket could not be loaded.',
  retry: 'Try again',
  notFound: 'No ticket has this code. Please check that the link was copied in full.',
  qrAlt: (code: string) => `QR code of ticket ${code}`,
  code: 'Ticket code',
  name: 'Name',
  organization: 'Organization',
  attendees: 'Attendees',
  event: 'Event',
  day: 'Day',
  time: 'Time',
  place: 'Place',
  status: 'Status',
  statuses: {
    confirmed: 'Confirmed: show this at the door',
    waitlisted: 'On the waiting list: no seat yet',
    cancelled: 'Cancelled',
    checkedIn: 'Checked in',
  } satisfies Record<RegistrationStatus | 'checkedIn', string>,
  groupTitle: (n: number) => `${n} tickets, one for each person`,
  groupHint: 'Each ticket lets one person in, once. Show each person their own QR code at the door.',
  person: (position: number, name: string | null) => `${position}. ${name ?? `Guest ${position}`}`,
  offline: 'This page stays on your phone and opens without a connection.',
};

export const cancel = {
  title: 'Cancel a registration',
  metaDescription: 'Cancel your registration for an event of the Ethiopian Cassava Association.',
  loading: 'Checking the cancel link…',
  noToken: 'This page needs the cancel link from your email. Please open the link in the email again.',
  question: 'Do you want to cancel this registration?',
  event: 'Event',
  day: 'Day',
  time: 'Time',
  place: 'Place',
  name: 'Name',
  attendees: 'Attendees',
  confirm: 'Yes, cancel my registration',
  cancelling: 'Cancelling…',
  keep: 'Keep my registration',
  kept: 'Your registration is kept. You can close this page.',
  cancelledTitle: 'Your registration is cancelled',
  cancelledText: 'Your seats go to the people on the waiting list. Thank you for letting us know.',
  failed: 'The registration could not be cancelled.',
  retry: 'Try again',
  toEvents: 'See the events',
};
