import * as v from 'valibot';
import { APPLICATION_STATUSES } from './roles';
import { email, mustAccept, optionalText, phone, required } from './validators';

export const PLAN_IDS = ['farmer', 'processor', 'exporter'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** The farm investor application (Register Now under extra benefits) uses its own type. */
export const MEMBERSHIP_TYPES = [...PLAN_IDS, 'farm-investor'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

export const ApplicationSchema = v.object({
  firstName: required('First name', 80),
  lastName: required('Last name', 80),
  email: email(),
  phone: phone(),
  company: required('Company / farm name', 160),
  address: required('Address', 240),
  city: required('City', 80),
  membershipType: v.picklist(MEMBERSHIP_TYPES, 'Please choose a membership type'),
  message: optionalText(2000),
  terms: mustAccept(),
});
export type ApplicationInput = v.InferInput<typeof ApplicationSchema>;
export type Application = v.InferOutput<typeof ApplicationSchema>;

export const ApplicationStatusSchema = v.object({
  status: v.picklist(APPLICATION_STATUSES, 'Status must be pending, approved or rejected'),
});
