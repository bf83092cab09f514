// Words of the member's own page (/account): the sign-in link, the membership, its applications, documents and renewal.
import type { ApplicationStage } from '../../../contract/account';
import { labels } from '../../../contract/labels';
import type { MemberStatus } from '../../../contract/members';
import { PLAN_TITLES } from '../../../contract/plans';

export const account = {
  title: 'My membership',
  metaDescription: 'See your membership, applications and event registrations, and download your certificate.',
  intro: 'Your membership, your applications and your event registrations, in one place.',
  // The email form
  formTitle: 'Open my membership',
  formHelp: 'Enter the email address you applied or registered with. We will send you a sign-in link.',
  email: 'Email',
  send: 'Send me a sign-in link',
  sending: 'Sending…',
  sentTitle: 'Check your email',
  sent: 'If we know this address, a sign-in link is on its way. Check your email; the link works for 30 minutes.',
  otherEmail: 'Use another email address',
  linkFailed: 'We could not send the link. Please try again.',
  newLink: 'Send me a new link',
  signedOut: 'You are signed out. To open your membership again, ask for a new sign-in link.',
  // Opening and loading
  opening: 'Opening your membership…',
  loadFailed: 'We could not load your membership. Please check your connection and try again.',
  retry: 'Try again',
  signedInAs: (email: string) => `Signed in as ${email}`,
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  // The membership
  membershipTitle: 'Membership',
  noMembership: 'You are not a member yet. When your application is approved, your membership appears here.',
  applyLink: 'See the membership plans',
  number: 'Member number',
  plan: 'Membership type',
  validFrom: 'Valid from',
  validUntil: 'Valid until',
  status: 'Status',
  statuses: labels<MemberStatus>({ active: 'Active', expiring: 'Expiring soon', lapsed: 'Lapsed' }),
  daysLeft: (days: number) => (days === 1 ? '1 day left' : `${days} days left`),
  lapsedSince: 'Your membership has ended. Renew it to stay a member.',
  types: PLAN_TITLES,
  // Documents
  certificate: 'Download certificate',
  acknowledgement: 'Download payment acknowledgement',
  downloading: 'Downloading…',
  downloadFailed: 'The document could not be downloaded. Please try again.',
  // Renewal
  renew: 'Renew membership',
  renewTitle: 'Renew your membership',
  renewHelp:
    'Choose the membership type for the next year. Your renewal then appears under Applications with the amount to pay, the bank account and its payment reference; upload the bank receipt there.',
  startRenewal: 'Start renewal',
  starting: 'Starting…',
  cancel: 'Cancel',
  saveFailed: 'Your change could not be saved. Please try again.',
  renewalStartedTitle: 'Renewal started',
  renewalStarted: 'Your renewal application has reached us. Last step: upload the bank receipt of the fee.',
  toReceipt: 'Upload the receipt',
  // Applications
  applicationsTitle: 'Applications',
  noApplications: 'No applications yet.',
  kinds: labels<'new' | 'renewal'>({ new: 'New membership', renewal: 'Renewal' }),
  appliedOn: (date: string) => `Applied on ${date}`,
  stages: labels<ApplicationStage>({
    'awaiting-receipt': 'Waiting for your receipt',
    'under-review': 'Under review',
    approved: 'Approved',
    rejected: 'Rejected',
  }),
  underReviewHelp: 'We have your receipt. Applications are reviewed within 3-5 business days.',
  reason: 'Reason',
  // Listing
  directoryTitle: 'Members directory',
  listMe: 'Show my name, city and membership type in the public members directory',
  listHelp: 'Your email, phone and address are never shown.',
  saving: 'Saving…',
  // Registrations
  registrationsTitle: 'Event registrations',
  noRegistrations: 'You have not registered for an event with this email.',
  registrationStatuses: { confirmed: 'Confirmed', waitlisted: 'On the waiting list', cancelled: 'Cancelled' },
  waitlistPlace: (n: number) => `You are number ${n} on the waiting list.`,
  showTicket: 'Show ticket',
  cancelRegistration: 'Cancel registration',
  cancelTitle: 'Cancel this registration?',
  cancelQuestion: (title: string) => `Your registration for ${title} will be cancelled and your seats given to the waiting list.`,
  cancelConfirm: 'Yes, cancel it',
  cancelKeep: 'Keep it',
  cancelling: 'Cancelling…',
  cancelledTitle: 'Your registration is cancelled',
  cancelledText: (title: string) => `Your registration for ${title} is cancelled; your seats go to the people on the waiting list.`,
};
