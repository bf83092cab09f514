// POST /api/events/:id/register for the eventRegistration machine.
import type { RegistrationReceived } from '../../contract/answers';
import type { RegistrationValues } from '../../machines/eventRegistration';
import { request } from './client';

export async function registerForEvent(eventId: string, values: RegistrationValues & { website?: string }): Promise<{ id: string }> {
  const data = await request<RegistrationReceived>(`/events/${encodeURIComponent(eventId)}/register`, {
    method: 'POST',
    body: values,
  });
  return { id: data.registration.id };
}
