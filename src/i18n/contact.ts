// The contact form's words and those of the form every visitor flow shares: the contact page shows its form in its first
// view, so these load with it, without the dialogs' words.
import type { Widen } from './en';
import { contact, form } from './en/contact';

export type ContactCatalog = Widen<typeof contact>;
export type FormCatalog = Widen<typeof form>;

export const contactCopy: ContactCatalog = contact;
export const formCopy: FormCatalog = form;
