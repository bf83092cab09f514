// The Afaan Oromoo counterpart of ../en/contact.ts.
import type { Widen } from '../../../contract/catalog';
import { CONTACT_SUBJECT_LABELS } from '../../../contract/contactSubjects';
import { contactMessages } from '../../../contract/messages/contact';

type En = typeof import('../en/contact');

export const contact: Widen<En['contact']> = {
  formLabel: 'Unka ergaa',
  name: 'Maqaa',
  email: 'Imeelii',
  phone: 'Bilbila',
  phoneHint: 'Filannoo',
  subject: 'Mata duree',
  chooseSubject: 'Mata duree filadhaa',
  subjects: CONTACT_SUBJECT_LABELS,
  message: 'Ergaa',
  contactType: 'Kan nu quunnamtan',
  individual: 'Akka nama dhuunfaatti',
  organization: "Dhaabbata bakka bu'uun",
  organizationName: 'Maqaa dhaabbataa',
  consent: {
    terms: 'Haalota itti fayyadamaa',
    privacy: 'Beeksisa icciitii dubbisaa',
    newTab: 'foddaa haaraa keessatti banama',
    note: 'Ergaa keessan akkuma beeksisni icciitii keenyaa jedhutti qabanna.',
  },
  submit: 'Ergaa keessan ergaa',
  submitting: 'Ergamaa jira…',
  success: contactMessages.success,
  successTitle: 'Ergaa ergame',
  replyTo: (email: string) => `Deebii keenya teessoo kanaan isinii ergina: ${email}.`,
  another: 'Ergaa biraa barreessaa',
};

export const form: Widen<En['form']> = {
  honeypotLabel: 'Bakka kana duwwaa dhiisaa',
  summaryTitle: 'Wantoota sirreeffamuu qaban',
};
