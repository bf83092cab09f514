// What the door phone keeps about an event (src/admin/door.ts, the check-in screen): attendees' names, organisations and
// ticket codes. Named here, apart from the door's code, so that signing out can wipe it without loading that code.

/** The IndexedDB database holding each event's ticket list and the scans not yet sent. */
export const DOOR_DB = 'eca-door';
/** The event the check-in screen opens with (localStorage). */
export const DOOR_EVENT_KEY = 'eca-door-event';

/**
 * Wipes the door's lists from this phone. Run when staff sign out: a phone left at the door, or handed to someone else,
 * must not keep the attendee list. Scans not yet sent go with it (a signed-out phone could not send them anyway).
 */
export function forgetDoorData() {
  try {
    globalThis.localStorage?.removeItem(DOOR_EVENT_KEY);
  } catch {
    // Storage switched off: nothing was kept there.
  }
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(DOOR_DB);
}
