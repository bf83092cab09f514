// Small inline icons for the social links (no icon font: nothing extra to download).
const paths: Record<string, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.4.3-.5.6-.5Z',
  telegram:
    'M21.5 4.2 2.9 11.4c-1 .4-1 1.6.1 1.9l4.6 1.5 1.8 5.6c.2.7 1.1.9 1.6.3l2.6-2.6 4.8 3.5c.6.4 1.4.1 1.6-.6L22.9 5.5c.2-.9-.6-1.6-1.4-1.3ZM9.8 14.3l8.3-6.6-6.6 7.6-.3 3.2-1.4-4.2Z',
  linkedin:
    'M5 3.5A1.8 1.8 0 1 1 5 7a1.8 1.8 0 0 1 0-3.5ZM3.5 9h3v11h-3V9Zm5 0h2.9v1.6c.5-.9 1.7-1.9 3.5-1.9 3.1 0 3.6 2 3.6 4.6V20h-3v-5.9c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V20h-3V9Z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  x: 'M17.8 3H21l-7 8 8.2 10h-6.4l-5-6.2L5 21H1.8l7.5-8.6L1.5 3h6.6l4.5 5.7L17.8 3Zm-1.1 16h1.8L7.4 4.9H5.5L16.7 19Z',
};

export function SocialIcon({ name }: { name: keyof typeof paths | string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name] ?? ''} fill="currentColor" />
    </svg>
  );
}

export const SOCIAL_LINKS = [
  { name: 'facebook', href: 'https://www.facebook.com/EthiopianCassava' },
  { name: 'telegram', href: 'https://t.me/EthiopianCassava' },
  { name: 'linkedin', href: 'https://www.linkedin.com/company/ethiopian-cassava-association' },
  { name: 'youtube', href: 'https://www.youtube.com/@EthiopianCassava' },
  { name: 'x', href: 'https://x.com/EthCassava' },
] as const;
