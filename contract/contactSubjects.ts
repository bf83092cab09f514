// The contact form's subjects as the form names them (the form sends the English subject itself); the Amharic
// counterpart is contract/am/contactSubjects.ts, which the server's Amharic mails use too.
import type { CONTACT_SUBJECTS } from './contact';
import { labels } from './labels';

export const CONTACT_SUBJECT_LABELS = labels<(typeof CONTACT_SUBJECTS)[number]>({
  'General Inquiry': 'General Inquiry',
  'Membership Information': 'Membership Information',
  'Event Registration': 'Event Registration',
  'Partnership Opportunities': 'Partnership Opportunities',
  'Technical Support': 'Technical Support',
  Other: 'Other',
});
