// POST /api/membership/apply for the membershipApplication machine.
import type { ApplicationReceived } from '../../contract/answers';
import type { ApplicationInput } from '../../contract/membership';
import type { SubmittedApplication } from '../../machines/membershipApplication';
import { request } from './client';

export async function submitApplication(input: ApplicationInput & { website?: string }): Promise<SubmittedApplication> {
  const data = await request<ApplicationReceived>('/membership/apply', { method: 'POST', body: input });
  return { id: data.application.id, payment: data.application.payment };
}
