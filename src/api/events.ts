// POST /api/events/:id/register for the eventRegistration machine: what became of the registration.
import type { GuestField } from '../../contract/events';
import type { RegistrationValues } from '../../machines/eventRegistration';
import { api, send } from './client';

export async function registerForEvent(
  eventId: string,
  values: Omit<RegistrationValues, GuestField> & { attendeeNames: string[]; website?: string },
) {
  // The client puts a path parameter in as it is given.
  const data = await send(api.events[':id'].register.$post({ param: { id: encodeURIComponent(eventId) }, json: values }));
  return data.registration;
}
