import * as v from 'valibot';
import type { PublicEventSchema } from './answers';
import { MAX_CAPACITY, seatsFor } from './assembly';
import { say } from './say';
import { textFieldsOf, translationsInput } from './translations';
import { isoDate, mustAccept, optionalText, optionalTranslation, optionalUrl, personEntries, required, requiredText } from './validators';

export const ATTENDEE_CHOICES = ['1', '2', '3', '4', '5+'] as const;
export const DIETARY_CHOICES = ['none', 'vegetarian', 'vegan', 'glutenFree', 'other'] as const;
export type DietaryChoice = (typeof DIETARY_CHOICES)[number];

/** The longest name given for a person registered with someone else. */
export const ATTENDEE_NAME_MAX = 160;
/** The people a registration can be for beyond the first ('5+' counts five, so four more). */
export const MAX_GUESTS = 4;
/** A form's fields for the names of the second to fifth person (the JSON API takes them as `attendeeNames`). */
export const GUEST_FIELDS = ['guest2', 'guest3', 'guest4', 'guest5'] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];

const attendeeName = () => v.pipe(v.string(), v.trim(), v.maxLength(ATTENDEE_NAME_MAX, say('atMostChars', ATTENDEE_NAME_MAX)));

const registrationEntries = {
  ...personEntries(),
  organization: required('organization', 160),
  position: required('position', 120),
  attendees: v.optional(v.picklist(ATTENDEE_CHOICES, say('chooseAttendees')), '1'),
  dietaryRequirements: v.optional(v.picklist(DIETARY_CHOICES, say('chooseDietary')), 'none'),
  specialRequirements: optionalText(1000),
  terms: mustAccept(),
};

/**
 * POST /api/events/:id/register. `attendeeNames` (optional) names the people after the first, in order; a missing
 * or empty one is "Guest 2", "Guest 3"… on the tickets, and names beyond the number of attendees are not kept.
 */
export const RegistrationSchema = v.object({
  ...registrationEntries,
  attendeeNames: v.optional(v.pipe(v.array(attendeeName()), v.maxLength(MAX_GUESTS, say('atMost', MAX_GUESTS))), []),
});

/** The registration as a form holds it (the dialog and the page without JavaScript): one field per further person. */
export const RegistrationFormSchema = v.object({
  ...registrationEntries,
  guest2: v.optional(attendeeName(), ''),
  guest3: v.optional(attendeeName(), ''),
  guest4: v.optional(attendeeName(), ''),
  guest5: v.optional(attendeeName(), ''),
});

/** How many names a registration for `attendees` people takes beyond the first. */
export const guestCount = (attendees: string): number => seatsFor(attendees) - 1;

/** The form's values as the API takes them: the further people's names in `attendeeNames`, as many as come. */
export function registrationRequest<F extends { attendees: string } & Record<GuestField, string>>(
  values: F,
): Omit<F, GuestField> & { attendeeNames: string[] } {
  const { guest2, guest3, guest4, guest5, ...rest } = values;
  const names = [guest2, guest3, guest4, guest5].map((n) => n.trim());
  return { ...rest, attendeeNames: names.slice(0, guestCount(values.attendees)) };
}

/** Seats: a whole number from 1 to MAX_CAPACITY (a number, or the text of one from a form); empty or null: unlimited. */
const capacity = () =>
  v.pipe(
    v.optional(v.nullable(v.union([v.number(), v.string()], say('seatsNumber', MAX_CAPACITY))), null),
    v.transform((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : Number(value))),
    v.check((n) => n === null || (Number.isInteger(n) && n >= 1 && n <= MAX_CAPACITY), say('seatsNumber', MAX_CAPACITY)),
  );

/** A minute that exists, 'YYYY-MM-DDTHH:mm' (Addis Ababa's wall time, as a datetime-local input gives it). */
const isRealMinute = (value: string) => {
  const time = Date.parse(`${value}:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 16) === value;
};
/** The registration deadline: optional; empty or null means none. */
const deadline = () =>
  v.pipe(
    v.optional(v.nullable(v.pipe(v.string(say('notDateTime', 'registrationDeadline')), v.trim())), null),
    v.transform((value) => value || null),
    v.check(
      (value) => value === null || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) && isRealMinute(value)),
      say('notDateTime', 'registrationDeadline'),
    ),
  );

/** An event's texts in the other languages, as the staff form checks them, in the order its dialog shows them. */
const eventTexts = {
  title: optionalTranslation('title', 200),
  location: optionalTranslation('location', 200),
  description: optionalTranslation('description', 5000, 'lines'),
};
export const EVENT_TEXT_FIELDS = textFieldsOf(eventTexts);

/** The admin event form: title, description, date, location required; time, image (a URL), the title,
 * description and place in the other languages, the capacity and the registration deadline optional. */
export const EventFormSchema = v.object({
  title: required('title', 200),
  description: requiredText('description', 5000),
  date: isoDate('date'),
  time: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, say('tooLong', 'time', 60))), ''),
  location: required('location', 200),
  image: optionalUrl('image'),
  capacity: capacity(),
  registrationDeadline: deadline(),
  ...translationsInput(eventTexts),
});

/** An event as the public API returns it. */
export type PublicEvent = v.InferOutput<typeof PublicEventSchema>;
