// The staff edit forms' values, derived from the contract schemas the forms are checked with: a field added to or
// removed from a schema changes its form's type, so a screen whose empty values, item values or fields miss it fails
// to compile. The admin list machine itself keeps values as a plain record (one machine serves every list).
import type { UserEditSchema } from '../contract/admin';
import type { BlogPostFormSchema, ResourceFormSchema } from '../contract/content';
import type { EventFormSchema } from '../contract/events';
import type { FormValues } from './form';

export type EventFormValues = FormValues<typeof EventFormSchema>;
/** Tags are the typed text ("a, b"); the screen turns them into the list the API takes. */
export type BlogPostFormValues = FormValues<typeof BlogPostFormSchema>;
export type ResourceFormValues = FormValues<typeof ResourceFormSchema>;
export type UserFormValues = FormValues<typeof UserEditSchema>;
