export const eventsMessages = {
  registrationFailed: 'Registration failed. Please try again.',
  eventNotFound: 'This event does not exist or is no longer available.',
  tooManySeats:
    'Too many seats of this event have been booked from your internet connection. To register more people, please contact our office: info@cassava.org.et or +251 11 555 0142.',
  eventPast: 'Registration for this event has closed: it has already taken place.',
  deleteConfirm: 'Are you sure you want to delete this event?',
  registrationClosed: 'Registration for this event has closed.',
  cancelLinkInvalid: 'This cancel link is not valid. Please use the link in your latest email about this event.',
  alreadyCancelled: 'This registration has already been cancelled.',
  cannotCancelPast: 'This event has already taken place, so the registration can no longer be cancelled.',
  cannotCancelCheckedIn: 'You have already been checked in at the door, so this registration can no longer be cancelled.',
  registrationNotFound: 'This registration does not exist.',
  ticketNotFound: 'No ticket has this code. Please check it and try again.',
  notWaitlisted: 'Only a registration on the waiting list can be given a seat.',
  checkIn: {
    unknownCode: 'Unknown code: no ticket has it.',
    malformedCode: 'This is not a ticket code: a code has 16 letters and digits, such as K7QF-2M9X-HB4R-T8WZ.',
    scannedInFuture: 'The scan time is in the future. Please check the clock of this phone.',
    scannedBeforeList: 'The scan time is before this phone loaded the ticket list. Please check the clock of this phone.',
    scannedOutsideEvent:
      'The scan time is not around the day of this event (scans are accepted from the day before it to the day after it). Please check the clock of this phone.',
    alreadyCheckedIn: 'Already checked in.',
    cancelled: 'This registration was cancelled.',
    waitlisted: 'This registration is on the waiting list and has no seat.',
    otherEvent: 'This ticket is for another event.',
  },
} as const;
