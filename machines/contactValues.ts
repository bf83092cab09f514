// The contact form's fields and their empty values: a module without xstate, so the form renders before its machine loads
// (its imports are types only).
import type { ContactSchema } from '../contract/contact';
import type { FormValues } from './form';

export type ContactValues = FormValues<typeof ContactSchema>;
export type ContactField = keyof ContactValues;

export const emptyContact = (): ContactValues => ({
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  contactType: 'individual',
  organization: '',
});
