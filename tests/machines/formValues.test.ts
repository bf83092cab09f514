// The form machines' values are the contract schemas' fields: a field added to or removed from a schema changes the
// machine's type (checked by the type checker, `tsc`, which covers this file), and the empty forms hold every field.
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AnyStateMachine, ContextFrom, EventFrom } from 'xstate';
import type { ListQuerySchema, UserEditSchema } from '../../contract/admin';
import { LoginSchema, RegisterFormSchema } from '../../contract/auth';
import { ContactSchema } from '../../contract/contact';
import type { BlogPostFormSchema, ResourceFormSchema } from '../../contract/content';
import { type EventFormSchema, RegistrationFormSchema as RegistrationSchema } from '../../contract/events';
import type { PrefixedLang } from '../../contract/languages';
import { ApplicationSchema } from '../../contract/membership';
import { required } from '../../contract/validators';
import type { AdminItem, createCrudMachine } from '../../machines/adminCrud';
import type { BlogPostFormValues, EventFormValues, ResourceFormValues, UserFormValues } from '../../machines/adminForms';
import { type ContactFormMachine, emptyContact } from '../../machines/contactForm';
import { type EventRegistrationMachine, emptyRegistration, type RegistrationField } from '../../machines/eventRegistration';
import type { FormValues } from '../../machines/form';
import { emptyLoginValues, type LoginMachine } from '../../machines/login';
import { emptyApplication, type MembershipApplicationMachine } from '../../machines/membershipApplication';
import { emptyRegisterValues, type RegisterMachine } from '../../machines/register';
import type { Bind } from '../../src/admin/crud';

type ValuesOf<M extends AnyStateMachine> = ContextFrom<M>['values'];
/** An object schema's field names, also when it is the first step of a pipe (a check across fields follows it). */
const fieldsOf = (schema: object) => {
  const s = schema as { entries?: object; pipe?: { entries?: object }[] };
  return Object.keys(s.entries ?? s.pipe?.[0]?.entries ?? {}).sort();
};

describe('form values derived from the contract', () => {
  it('each machine holds its schema’s fields, as text (booleans for checkboxes)', () => {
    expectTypeOf<ValuesOf<ContactFormMachine>>().toEqualTypeOf<FormValues<typeof ContactSchema>>();
    expectTypeOf<ValuesOf<EventRegistrationMachine>>().toEqualTypeOf<FormValues<typeof RegistrationSchema>>();
    expectTypeOf<ValuesOf<MembershipApplicationMachine>>().toEqualTypeOf<Omit<FormValues<typeof ApplicationSchema>, 'membershipType'>>();
    expectTypeOf<ValuesOf<LoginMachine>>().toEqualTypeOf<FormValues<typeof LoginSchema>>();
    expectTypeOf<ValuesOf<RegisterMachine>>().toEqualTypeOf<FormValues<typeof RegisterFormSchema>>();
    expectTypeOf<ContextFrom<ReturnType<typeof createCrudMachine<AdminItem>>>['query']>().toEqualTypeOf<
      v.InferOutput<typeof ListQuerySchema>
    >();
    expectTypeOf<EventFormValues>().toEqualTypeOf<FormValues<typeof EventFormSchema>>();
    expectTypeOf<BlogPostFormValues>().toEqualTypeOf<FormValues<typeof BlogPostFormSchema>>();
    expectTypeOf<ResourceFormValues>().toEqualTypeOf<FormValues<typeof ResourceFormSchema>>();
    expectTypeOf<UserFormValues>().toEqualTypeOf<FormValues<typeof UserEditSchema>>();
    // What the inputs hold: text everywhere (a select starts empty, tags are typed), a boolean for a checkbox.
    expectTypeOf<ValuesOf<EventRegistrationMachine>['attendees']>().toEqualTypeOf<string>();
    expectTypeOf<ValuesOf<EventRegistrationMachine>['terms']>().toEqualTypeOf<boolean>();
    expectTypeOf<BlogPostFormValues['tags']>().toEqualTypeOf<string>();
    expectTypeOf<BlogPostFormValues['featured']>().toEqualTypeOf<boolean>();
    // A field.changed event names only a field of the schema; a staff form binds only its schema's fields.
    expectTypeOf<Extract<EventFrom<ContactFormMachine>, { type: 'field.changed' }>['field']>().toEqualTypeOf<
      keyof v.InferInput<typeof ContactSchema>
    >();
    // Its texts in the other languages are one control each, named by their path in the API's body.
    expectTypeOf<Parameters<Bind<EventFormValues>>[0]>().toEqualTypeOf<
      | Exclude<keyof v.InferInput<typeof EventFormSchema>, 'translations'>
      | `translations.${PrefixedLang}.${'title' | 'description' | 'location'}`
    >();
    expectTypeOf<BlogPostFormValues['translations.om.tags']>().toEqualTypeOf<string>();
  });

  it('follows a field the schema gains or drops', () => {
    const WithVillage = v.object({ ...RegistrationSchema.entries, village: required('city', 80) });
    type WithVillage = FormValues<typeof WithVillage>;
    expectTypeOf<keyof WithVillage>().toEqualTypeOf<RegistrationField | 'village'>();
    // @ts-expect-error: today's empty registration has no village, so it is not an empty form of the new schema.
    const stale: WithVillage = emptyRegistration();
    expect(v.safeParse(WithVillage, { ...stale, terms: true }).issues?.map((i) => v.getDotPath(i))).toContain('village');

    const { position: _dropped, ...rest } = RegistrationSchema.entries;
    const WithoutPosition = v.object(rest);
    // @ts-expect-error: a dropped field is no longer a field of the form.
    const gone: keyof FormValues<typeof WithoutPosition> = 'position';
    expect(Object.keys(WithoutPosition.entries)).not.toContain(gone);
  });

  it('starts every form empty with exactly its schema’s fields', () => {
    expect(Object.keys(emptyContact()).sort()).toEqual(fieldsOf(ContactSchema));
    expect(Object.keys(emptyRegistration()).sort()).toEqual(fieldsOf(RegistrationSchema));
    expect([...Object.keys(emptyApplication()), 'membershipType'].sort()).toEqual(fieldsOf(ApplicationSchema));
    expect(Object.keys(emptyLoginValues).sort()).toEqual(fieldsOf(LoginSchema));
    expect(Object.keys(emptyRegisterValues).sort()).toEqual(fieldsOf(RegisterFormSchema));
  });
});
