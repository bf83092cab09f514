// The registration form's further people (loaded with the form).
import { style } from '@vanilla-extract/css';

/**
 * The name field of attendee n (2 to 5) shows only while at least n attendees are chosen. Read from the form's own
 * select, so the page without JavaScript shows the same fields as the dialog (a browser without :has shows them all,
 * and the server keeps only as many names as attendees).
 */
const fewerThan = (n: number) =>
  Array.from({ length: n - 1 }, (_, i) => `form:has(select[name="attendees"] option[value="${i + 1}"]:checked) &`).join(', ');
export const guestField = [2, 3, 4, 5].map((n) => style({ selectors: { [fewerThan(n)]: { display: 'none' } } }));
