export const eventsMessages = {
  registrationFailed: 'Registration failed. Please try again.',
  eventNotFound: 'This event does not exist or is no longer available.',
  alreadyRegistered: 'This email is already registered for this event.',
  eventPast: 'Registration for this event has closed: it has already taken place.',
  deleteConfirm: 'Are you sure you want to delete this event?',
} as const;
