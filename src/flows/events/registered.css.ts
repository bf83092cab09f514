// The registration dialog's end (loaded with the dialog): the ticket's code large and spaced, easy to read out.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const ticketCode = style({ fontFamily: vars.font.mono, fontSize: vars.size.lg, letterSpacing: '0.08em', whiteSpace: 'nowrap' });
export const ticketLink = style({ color: vars.color.brand, fontWeight: 600 });
