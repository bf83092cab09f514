// The ticket page (/ticket/<code>): the one-answer load machine (loading → ready, or failed with a retry) asking for one
// ticket; a code no ticket has is an answer (found: false), not a failure.
import type { Ticket } from '../contract/assembly';
import { createLoadMachine } from './adminLoad';

export type TicketLookup = { found: true; ticket: Ticket['ticket'] } | { found: false };

export const ticketMachine = createLoadMachine<{ code: string }, TicketLookup>({ id: 'ticket' });
export type TicketMachine = typeof ticketMachine;
