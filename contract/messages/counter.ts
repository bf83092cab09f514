// What the server says to staff at the counter: adding a walk-in member, registering a walk-in at an event, resending
// a sign-in link or a registration's mail.
export const counterMessages = {
  detailsMissing: "Please send the person's details with the bank slip.",
  detailsUnreadable: "The person's details could not be read. Please try again.",
  slipRequired: 'Please attach the scanned bank slip.',
  consentRequired: 'Confirm that the person has read and agreed to the terms.',
  checkInBoolean: '"Check in now" must be true or false.',
  langOneOf: 'The language must be English or Amharic.',
  emailUnknown: 'No application, registration or member has this email address.',
  alreadyRegistered: (status: string) =>
    `This email is already registered for this event (${status}). Open the registration to resend its ticket or check the person in.`,
  /** A registration's status, inside `alreadyRegistered`. */
  registrationStatus: { confirmed: 'confirmed', waitlisted: 'on the waiting list', cancelled: 'cancelled' },
  registrationCancelled: 'This registration is cancelled: there is no ticket or place to send.',
  eventOver: 'The day of this event is over: nothing can be sent or registered for it.',
  checkInNotToday: 'People can only be checked in on the day of the event. Register them now; the door checks them in on the day.',
} as const;
