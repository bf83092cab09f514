// Small stroke icons for the public site: resource categories and types, blog categories, benefits, contact details.
import { icon } from './Icon.css';

const P: Record<string, string> = {
  doc: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  leaf: 'M5 19c0-8 6-14 14-14 0 8-6 14-14 14zM5 19l8-8',
  chart: 'M4 20h16M7 16v-4M12 16V8M17 16v-7',
  mail: 'M3 6h18v12H3zM3 7l9 7 9-7',
  pen: 'M4 20l4-1 11-11-3-3L5 16zM14 6l3 3',
  box: 'M3 7l9-4 9 4-9 4zM3 7v10l9 4 9-4V7M12 11v10',
  hands: 'M3 12l4-4 5 3 5-3 4 4-9 7zM7 8l5 3',
  image: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15 9.5a1.5 1.5 0 1 0 0-.01',
  briefcase: 'M3 8h18v11H3zM9 8V5h6v3M3 13h18',
  book: 'M4 5c3-1 6-1 8 1v14c-2-2-5-2-8-1zM20 5c-3-1-6-1-8 1v14c2-2 5-2 8-1z',
  scale: 'M12 3v18M5 21h14M4 8h16M7 8l-3 6h6zM17 8l-3 6h6z',
  factory: 'M3 21V10l5 3V10l5 3V6h4v15zM3 21h18',
  coins: 'M12 8c4 0 7-1 7-2.5S16 3 12 3 5 4 5 5.5 8 8 12 8zM5 5.5v5c0 1.5 3 2.5 7 2.5s7-1 7-2.5v-5M5 10.5v5c0 1.5 3 2.5 7 2.5s7-1 7-2.5v-5',
  cap: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6',
  flask: 'M9 3h6M10 3v6l-5 10h14L14 9V3M7 15h10',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 13h7M7 16h4',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M16 3a4 4 0 0 1 0 8M18 15c2 .5 4 2 4 6',
  megaphone: 'M3 10v4h3l8 5V5L6 10zM18 8a5 5 0 0 1 0 8',
  sprout: 'M12 21v-9M12 12c0-4-3-7-8-7 0 4 3 7 8 7zM12 14c0-4 3-7 8-7 0 4-3 7-8 7z',
  market: 'M3 9l2-5h14l2 5M3 9h18v11H3zM9 20v-6h6v6',
  map: 'M12 21s-7-6-7-12a7 7 0 0 1 14 0c0 6-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  phone: 'M5 3h4l2 5-3 2a12 12 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
  check: 'M4 12l5 5L20 6',
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8 14l-2 7 6-3 6 3-2-7',
  download: 'M12 3v12M7 10l5 5 5-5M4 21h16',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
};

/** Which drawing each name uses: categories, types, blog categories, benefits and contact items. */
const NAMES: Record<string, keyof typeof P> = {
  all: 'grid',
  'research-papers': 'flask',
  guides: 'leaf',
  publications: 'mail',
  'farming-guides': 'leaf',
  'market-reports': 'chart',
  newsletters: 'mail',
  blog: 'pen',
  products: 'box',
  partnerships: 'hands',
  gallery: 'image',
  'business-resources': 'briefcase',
  books: 'book',
  'policy-documents': 'scale',
  'industry-reports': 'factory',
  'financial-resources': 'coins',
  training: 'cap',
  pdf: 'doc',
  article: 'news',
  certificate: 'award',
  book: 'book',
  news: 'news',
  events: 'calendar',
  upcoming: 'clock',
  stories: 'star',
  research: 'flask',
  resources: 'doc',
  network: 'users',
  market: 'market',
  advocacy: 'megaphone',
  planting: 'sprout',
  finance: 'coins',
  address: 'map',
  phone: 'phone',
  email: 'mail',
  hours: 'clock',
  check: 'check',
  download: 'download',
  external: 'external',
};

export const iconNames = Object.keys(NAMES);

export function Icon({ name, size = 18, className }: { name: string; size?: number; className?: string }) {
  const d = P[NAMES[name] ?? 'doc'];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `${icon} ${className}` : icon}
      data-icon={name}
    >
      <path d={d} />
    </svg>
  );
}
