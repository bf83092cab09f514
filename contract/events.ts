import * as v from 'valibot';
import type { PublicEventSchema } from './answers';
import { fieldLabels as f, validationMessages as m } from './messages/validation';
import { isoDate, mustAccept, optionalText, optionalUrl, personEntries, required } from './validators';

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

/** The admin event form: title, description, date, location required; time and image (a URL) optional. */
export const EventFormSchema = v.object({
  title: required(f.title, 200),
  description: required(f.description, 5000),
  date: isoDate(f.date),
  time: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, m.tooLong(f.time, 60))), ''),
  location: required(f.location, 200),
  image: optionalUrl(f.image),
});

/** An event as the public API returns it. */
export type PublicEvent = v.InferOutput<typeof PublicEventSchema>;
