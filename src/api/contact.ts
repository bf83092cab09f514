// POST /api/contact for the contactForm machine.
import type { ContactValues } from '../../machines/contactForm';

export async function sendContactMessage(values: ContactValues & { website?: string }): Promise<{ id: string }> {
  // The HTTP client loads with the first message sent, not with the page that shows the form.
  const { api, send } = await import('./client');
  const data = await send(api.contact.$post({ json: values }));
  return { id: data.message.id };
}
