import * as v from 'valibot';
import type { PublicEventSchema } from './answers';
import { MAX_CAPACITY } from './assembly';
import { fieldLabels as f, validationMessages as m } from './messages/validation';
import { isoDate, mustAccept, optionalText, optionalTranslation, optionalUrl, personEntries, required, requiredText } from './validators';

export const ATTENDEE_CHOICES = ['1', '2', '3', '4', '5+'] as const;
export const DIETARY_CHOICES = ['none', 'vegetarian', 'vegan', 'glutenFree', 'other'] as const;
export type DietaryChoice = (typeof DIETARY_CHOICES)[number];

export const RegistrationSchema = v.object({
  ...personEntries(),
  organization: required(f.organization, 160),
  position: required(f.position, 120),
  attendees: v.optional(v.picklist(ATTENDEE_CHOICES, m.chooseAttendees), '1'),
  dietaryRequirements: v.optional(v.picklist(DIETARY_CHOICES, m.chooseDietary), 'none'),
  specialRequirements: optionalText(1000),
  terms: mustAccept(),
});

/** Seats: a whole number from 1 to MAX_CAPACITY (a number, or the text of one from a form); empty or null: unlimited. */
const capacity = () =>
  v.pipe(
    v.optional(v.nullable(v.union([v.number(), v.string()], m.seatsNumber(MAX_CAPACITY))), null),
    v.transform((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : Number(value))),
    v.check((n) => n === null || (Number.isInteger(n) && n >= 1 && n <= MAX_CAPACITY), m.seatsNumber(MAX_CAPACITY)),
  );

/** A minute that exists, 'YYYY-MM-DDTHH:mm' (Addis Ababa's wall time, as a datetime-local input gives it). */
const isRealMinute = (value: string) => {
  const time = Date.parse(`${value}:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 16) === value;
};
/** The registration deadline: optional; empty or null means none. */
const deadline = () =>
  v.pipe(
    v.optional(v.nullable(v.pipe(v.string(m.notDateTime(f.registrationDeadline)), v.trim())), null),
    v.transform((value) => value || null),
    v.check(
      (value) => value === null || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) && isRealMinute(value)),
      m.notDateTime(f.registrationDeadline),
    ),
  );

/** The admin event form: title, description, date, location required; time, image (a URL), the Amharic title,
 * description and place, the capacity and the registration deadline optional. */
export const EventFormSchema = v.object({
  title: required(f.title, 200),
  description: requiredText(f.description, 5000),
  titleAm: optionalTranslation(f.titleAm, 200),
  descriptionAm: optionalTranslation(f.descriptionAm, 5000, 'lines'),
  date: isoDate(f.date),
  time: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, m.tooLong(f.time, 60))), ''),
  location: required(f.location, 200),
  locationAm: optionalTranslation(f.locationAm, 200),
  image: optionalUrl(f.image),
  capacity: capacity(),
  registrationDeadline: deadline(),
});

/** An event as the public API returns it. */
export type PublicEvent = v.InferOutput<typeof PublicEventSchema>;
