// The contact form's fields and their empty values: a module without xstate, so the form renders before its machine loads.
export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  contactType: 'individual' | 'organization';
  organization: string;
};
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
