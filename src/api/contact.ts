// POST /api/contact for the contactForm machine.
import type { ContactReceived } from '../../contract/answers';
import type { ContactValues } from '../../machines/contactForm';

export async function sendContactMessage(values: ContactValues & { website?: string }): Promise<{ id: string }> {
  // The HTTP client loads with the first message sent, not with the page that shows the form.
  const { request } = await import('./client');
  const data = await request<ContactReceived>('/contact', { method: 'POST', body: values });
  return { id: data.message.id };
}
