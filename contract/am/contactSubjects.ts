// The Amharic counterpart of ../contactSubjects.ts.
import type { Widen } from '../catalog';
import type { CONTACT_SUBJECTS } from '../contact';
import { labels } from '../labels';

export const CONTACT_SUBJECT_LABELS: Widen<typeof import('../contactSubjects').CONTACT_SUBJECT_LABELS> = labels<
  (typeof CONTACT_SUBJECTS)[number]
>({
  'General Inquiry': 'አጠቃላይ ጥያቄ',
  'Membership Information': 'ስለ አባልነት',
  'Event Registration': 'የዝግጅት ምዝገባ',
  'Partnership Opportunities': 'የአጋርነት ዕድሎች',
  'Technical Support': 'የቴክኒክ ድጋፍ',
  Other: 'ሌላ',
});
