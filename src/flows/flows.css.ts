import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { centeredDialog, overlayLayer } from '../styles/rules';
import { breakpoints, vars } from '../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style(overlayLayer('rgba(16, 40, 28, 0.55)', `${fadeIn} 150ms ease-out`));

export const content = style({
  position: 'fixed',
  zIndex: 51,
  inset: 0,
  overflowY: 'auto',
  background: vars.color.surface,
  padding: vars.space[4],
  paddingBottom: vars.space[6],
  outline: 'none',
  '@media': {
    [breakpoints.tablet]: {
      ...centeredDialog('min(720px, calc(100vw - 48px))'),
      maxHeight: 'calc(100vh - 48px)',
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.lg,
      padding: vars.space[6],
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginBottom: vars.space[4],
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size.xl,
  color: vars.color.brandDark,
  margin: 0,
  lineHeight: 1.25,
});

export const description = style({ color: vars.color.muted, fontSize: vars.size.sm, margin: `${vars.space[1]} 0 0` });

export const closeButton = style({
  flexShrink: 0,
  minWidth: '44px',
  minHeight: '44px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: vars.size.lg,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space[3],
  marginTop: vars.space[4],
  '@media': { [breakpoints.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});

export const successPanel = style({
  background: vars.color.successSoft,
  border: `1px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  marginBottom: vars.space[5],
  color: vars.color.ink,
  // An email address in a confirmation breaks rather than runs out of the panel on a phone.
  overflowWrap: 'anywhere',
});

export const successTitle = style({ margin: `0 0 ${vars.space[2]}`, fontSize: vars.size.lg, color: vars.color.success });
export const paragraph = style({ margin: `0 0 ${vars.space[2]}`, lineHeight: 1.5 });

export const sectionTitle = style({ fontSize: vars.size.lg, margin: `0 0 ${vars.space[2]}`, color: vars.color.brandDark });

export const progressWrap = style({ margin: `${vars.space[3]} 0` });
export const progress = style({
  width: '100%',
  height: '14px',
  appearance: 'none',
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surfaceAlt,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceAlt },
    '&::-webkit-progress-value': { background: vars.color.brand, transition: 'width 120ms linear' },
    '&::-moz-progress-bar': { background: vars.color.brand },
  },
});
/** The server's reason under a failure message (already decided, daily limit reached, busy). */
export const failureReason = style({ margin: `0 0 ${vars.space[3]}`, color: vars.color.danger, fontSize: vars.size.sm });
export const progressText = style({ fontSize: vars.size.xs, color: vars.color.muted, marginTop: vars.space[1] });

/** Off screen for everyone: the honeypot only a bot fills in. */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

export const radioGroup = style({ border: 0, padding: 0, margin: `0 0 ${vars.space[4]}`, minWidth: 0 });
export const legend = style({ fontWeight: 600, fontSize: vars.size.sm, marginBottom: vars.space[2], padding: 0 });
export const radioRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[4] });
export const radioLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], minHeight: '44px', cursor: 'pointer' });
export const radio = style({ width: '20px', height: '20px', accentColor: vars.color.brand });

export const eventFacts = style({
  margin: `0 0 ${vars.space[4]}`,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space[1]} ${vars.space[3]}`,
});
export const factTerm = style({ fontWeight: 600, color: vars.color.inkSoft });
export const factValue = style({ margin: 0 });

/** The error summary of a form the server sent back (GOV.UK's pattern: a red frame, a heading, links to the fields). */
export const errorSummary = style({
  border: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  marginBottom: vars.space[4],
  ':focus': { outline: `3px solid ${vars.color.accent}`, outlineOffset: 2 },
});
export const errorSummaryTitle = style({ margin: `0 0 ${vars.space[2]}`, fontSize: vars.size.lg });
export const errorSummaryList = style({
  margin: 0,
  paddingLeft: vars.space[4],
  color: vars.color.danger,
  fontWeight: 600,
});
globalStyle(`${errorSummaryList} a`, { color: vars.color.danger });
