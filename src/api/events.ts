// POST /api/events/:id/register for the eventRegistration machine: what became of the registration.
import type { RegistrationOutcome } from '../../contract/assembly';
import type { GuestField } from '../../contract/events';
import type { RegistrationValues } from '../../machines/eventRegistration';
import { request } from './client';

export async function registerForEvent(
  eventId: string,
  values: Omit<RegistrationValues, GuestField> & { attendeeNames: string[]; website?: string },
): Promise<RegistrationOutcome['registration']> {
  const data = await request<RegistrationOutcome>(`/events/${encodeURIComponent(eventId)}/register`, {
    method: 'POST',
    body: values,
  });
  return data.registration;
}
