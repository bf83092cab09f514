// The Afaan Oromoo counterpart of ../contactSubjects.ts (the server's Oromo mails use it too).
import type { Widen } from '../catalog';
import type { CONTACT_SUBJECTS } from '../contact';
import { labels } from '../labels';

export const CONTACT_SUBJECT_LABELS: Widen<typeof import('../contactSubjects').CONTACT_SUBJECT_LABELS> = labels<
  (typeof CONTACT_SUBJECTS)[number]
>({
  'General Inquiry': 'Gaaffii waliigalaa',
  'Membership Information': 'Odeeffannoo miseensummaa',
  'Event Registration': 'Galmee sagantaa',
  'Partnership Opportunities': 'Carraa hojii waliinii',
  'Technical Support': 'Deeggarsa teeknikaa',
  Other: 'Kan biraa',
});
