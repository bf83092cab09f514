import * as v from 'valibot';
import type { PublicEventSchema } from './answers';
import { isoDate, mustAccept, optionalText, optionalTranslation, optionalUrl, personEntries, required } from './validators';

export const ATTENDEE_CHOICES = ['1', '2', '3', '4', '5+'] as const;
export const DIETARY_CHOICES = ['none', 'vegetarian', 'vegan', 'glutenFree', 'other'] as const;
export type DietaryChoice = (typeof DIETARY_CHOICES)[number];

export const RegistrationSchema = v.object({
  ...personEntries(),
  organization: required('Organization', 160),
  position: required('Position', 120),
  attendees: v.optional(v.picklist(ATTENDEE_CHOICES, 'Choose 1, 2, 3, 4 or 5+'), '1'),
  dietaryRequirements: v.optional(v.picklist(DIETARY_CHOICES, 'Choose a dietary option'), 'none'),
  specialRequirements: optionalText(1000),
  terms: mustAccept(),
});

/** The admin event form: title, description, date, location required; time, image (a URL) and the Amharic title and
 * description optional. */
export const EventFormSchema = v.object({
  title: required('Title', 200),
  description: required('Description', 5000),
  titleAm: optionalTranslation('Amharic title', 200),
  descriptionAm: optionalTranslation('Amharic description', 5000),
  date: isoDate('Date'),
  time: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, 'Time must be at most 60 characters')), ''),
  location: required('Location', 200),
  image: optionalUrl('Image'),
});

/** An event as the public API returns it. */
export type PublicEvent = v.InferOutput<typeof PublicEventSchema>;
