import { style } from '@vanilla-extract/css';

export const icon = style({ display: 'inline-block', verticalAlign: '-0.2em', flexShrink: 0 });
