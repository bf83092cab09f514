// The registration dialog's end, the ticket page's and the cancel page's words: loaded with those pages, not with every public page.
import type { Widen } from './en';
import { cancel, registered, ticket } from './en/assembly';

export type RegisteredCatalog = Widen<typeof registered>;
export type TicketCatalog = Widen<typeof ticket>;
export type CancelCatalog = Widen<typeof cancel>;

export const registeredCopy: RegisteredCatalog = registered;
export const ticketCopy: TicketCatalog = ticket;
export const cancelCopy: CancelCatalog = cancel;
