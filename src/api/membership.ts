// POST /api/membership/apply for the membershipApplication machine.
import type { ApplicationReceived } from '../../contract/answers';
import type { ApplicationInput } from '../../contract/membership';
import { request } from './client';

export async function submitApplication(input: ApplicationInput & { website?: string }): Promise<{ id: string }> {
  const data = await request<ApplicationReceived>('/membership/apply', { method: 'POST', body: input });
  return { id: data.application.id };
}
