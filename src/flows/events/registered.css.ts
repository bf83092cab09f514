// The registration dialog's end (loaded with the dialog): the ticket's code large and spaced, easy to read out.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const ticketCode = style({ fontFamily: vars.font.mono, fontSize: vars.size.lg, letterSpacing: '0.08em', whiteSpace: 'nowrap' });
export const ticketLink = style({ color: vars.color.brand, fontWeight: 600 });

/**
 * The name field of attendee n (2 to 5) shows only while at least n attendees are chosen. Read from the form's own
 * select, so the page without JavaScript shows the same fields as the dialog (a browser without :has shows them all,
 * and the server keeps only as many names as attendees).
 */
const fewerThan = (n: number) =>
  Array.from({ length: n - 1 }, (_, i) => `form:has(select[name="attendees"] option[value="${i + 1}"]:checked) &`).join(', ');
export const guestField = [2, 3, 4, 5].map((n) => style({ selectors: { [fewerThan(n)]: { display: 'none' } } }));
