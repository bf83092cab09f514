// The theme contract: every colour, space, type size and radius the app uses. Components read `vars`, never raw values.
import { createGlobalTheme } from '@vanilla-extract/css';

export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#1d5b38', // cassava leaf green
    brandDark: '#123d25',
    brandSoft: '#e6f1ea',
    accent: '#d9971c', // cassava root ochre
    accentDark: '#8a5a06',
    accentSoft: '#fbf0da',
    earth: '#6b4a2b',
    ink: '#1b2420',
    inkSoft: '#4a5650',
    muted: '#5f6b65',
    line: '#d9e0dc',
    surface: '#ffffff',
    surfaceAlt: '#f5f7f4',
    page: '#fbfcfa',
    onBrand: '#ffffff',
    focus: '#0b62c4',
    success: '#1e7a44',
    successSoft: '#e3f4e9',
    warning: '#8a5a00',
    warningSoft: '#fff3d6',
    danger: '#b3261e',
    dangerSoft: '#fde7e5',
    info: '#1859a6',
    infoSoft: '#e3eefb',
  },
  space: {
    '0': '0',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '24px',
    '6': '32px',
    '7': '48px',
    '8': '64px',
    '9': '96px',
  },
  font: {
    // One voice for text and headings in both languages: Noto Sans for Latin letters ("ECA Noto Sans", self-hosted on
    // every page), Noto Sans Ethiopic for Ge'ez (self-hosted on the Amharic pages); the phone's own sans-serif only
    // until the files arrive. No serif headings beside sans-serif Amharic. "ECA Language
    // Name" draws the switcher's four Amharic letters on an English page (src/styles/languageNameFace.ts). It comes
    // first: its unicode-range keeps it to those four letters, and a system font listed before it may claim them and
    // draw empty boxes.
    body: '"ECA Language Name", "ECA Noto Sans", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Ethiopic", "Helvetica Neue", Arial, sans-serif',
    heading:
      '"ECA Language Name", "ECA Noto Sans", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Ethiopic", "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  size: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 40, 28, 0.08)',
    md: '0 4px 14px rgba(16, 40, 28, 0.10)',
    lg: '0 12px 32px rgba(16, 40, 28, 0.16)',
  },
  layout: { maxWidth: '1200px', navHeight: '64px' },
});

export const breakpoints = {
  tablet: 'screen and (min-width: 720px)',
  desktop: 'screen and (min-width: 1024px)',
} as const;
