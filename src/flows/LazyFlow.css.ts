import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const loadFailed = style({ margin: `${vars.space[2]} 0 0`, color: vars.color.danger, fontSize: vars.size.sm });
