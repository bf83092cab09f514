// POST /api/membership/apply for the membershipApplication machine.
import type { ApplicationInput } from '../../contract/membership';
import type { SubmittedApplication } from '../../machines/membershipApplication';
import { api, send } from './client';

export async function submitApplication(input: ApplicationInput & { website?: string }): Promise<SubmittedApplication> {
  const data = await send(api.membership.apply.$post({ json: input }));
  return { id: data.application.id, payment: data.application.payment };
}
