// Style rules more than one stylesheet uses, as plain objects: each stylesheet makes its own class from them, so the
// public site and the admin area (separate bundles) each carry the rule once.
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The skip link: out of sight above the page until it has the keyboard's focus. */
export const skipLink: StyleRule = {
  position: 'absolute',
  left: vars.space[2],
  top: '-60px',
  zIndex: 100,
  padding: vars.space[2],
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space[2] } },
};

/** A small rounded label (a status badge, a blog category): its shape; the colours and weight are the user's. */
export const pillShape: StyleRule = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.size.xs,
};

/** A page's big serif title. */
export const displayTitle = (color: string, lineHeight: number): StyleRule => ({
  fontFamily: vars.font.heading,
  fontSize: vars.size['3xl'],
  lineHeight,
  color,
});

/** A white panel with a hairline border and large rounded corners (a stat, a card, a form's box). */
export const framedPanel: StyleRule = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
};

/** A list laid out by its user (a grid, a row): no bullets and no indent. */
export const bareList: StyleRule = { listStyle: 'none', padding: 0, margin: 0 };

/** The dimmed layer behind a dialog, above the page, fading in with `animation`. */
export const overlayLayer = (background: string, animation: string): StyleRule => ({
  position: 'fixed',
  inset: 0,
  background,
  zIndex: 50,
  animation,
});

/** A dialog in the middle of the screen, `width` wide (on a phone dialogs fill the screen instead). */
export const centeredDialog = (width: string): StyleRule => ({
  inset: 'auto',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width,
});

/** A row that wraps on a narrow screen, its ends pushed apart (a heading and its buttons, a pager). */
export const spreadRow = (gap: string): StyleRule => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap,
});
