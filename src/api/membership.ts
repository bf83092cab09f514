// POST /api/membership/apply for the membershipApplication machine.
import type { ApplicationInput } from '../../contract/membership';
import { request } from './client';

export async function submitApplication(input: ApplicationInput & { website?: string }): Promise<{ id: string }> {
  const data = await request<{ application: { id: string } }>('/membership/apply', { method: 'POST', body: input });
  return { id: data.application.id };
}
