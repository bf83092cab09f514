// POST /api/contact for the contactForm machine.
import type { ContactReceived } from '../../contract/answers';
import type { ContactValues } from '../../machines/contactForm';
import { request } from './client';

export async function sendContactMessage(values: ContactValues & { website?: string }): Promise<{ id: string }> {
  const data = await request<ContactReceived>('/contact', { method: 'POST', body: values });
  return { id: data.message.id };
}
