// The assembly day's public calls: a ticket by its code (GET /api/tickets/:code), and a cancel link's preview and use
// (POST /api/registrations/cancel/preview and /cancel). A 404 for a ticket is an answer, not a failure.
import type { Cancelled, CancelPreview } from '../../contract/assembly';
import type { TicketLookup } from '../../machines/ticket';
import { ApiRequestError, api, send } from './client';

/** The path parameter of a code as typed or scanned (the client puts it in the path as it is given). */
const codeParam = (code: string) => ({ param: { code: encodeURIComponent(code) } });

export async function getTicket(code: string, signal?: AbortSignal): Promise<TicketLookup> {
  try {
    const data = await send(api.tickets[':code'].$get(codeParam(code), { init: { signal } }));
    return { found: true, ticket: data.ticket };
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return { found: false };
    throw err;
  }
}

/** The QR image of a ticket's code, drawn by the server (`$path` is the path under the client's /api). */
export const ticketQrUrl = (code: string) => `/api${api.tickets[':code']['qr.svg'].$path(codeParam(code))}`;

export async function previewCancel(token: string): Promise<CancelPreview['registration']> {
  return (await send(api.registrations.cancel.preview.$post({ json: { token } }))).registration;
}

export async function cancelByLink(token: string): Promise<Cancelled['registration']> {
  return (await send(api.registrations.cancel.$post({ json: { token } }))).registration;
}
