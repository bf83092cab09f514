// Sponsors and partners of the annual assembly, by level (each with a name, logo, description and level).
export const SPONSOR_LEVELS = ['platinum', 'gold', 'silver'] as const;
export type SponsorLevel = (typeof SPONSOR_LEVELS)[number];

export type Sponsor = { name: string; logo: string; description: string; level: SponsorLevel };

export const sponsors: Sponsor[] = [
  {
    name: 'Ethiopian Agricultural Transformation Institute',
    logo: '/images/sponsor-eati.svg',
    description: 'Co-organiser of the assembly and partner on farmer training and planting-material multiplication.',
    level: 'platinum',
  },
  {
    name: 'Hawassa Agricultural Research Centre',
    logo: '/images/sponsor-harc.svg',
    description: 'Breeds and tests improved cassava varieties for the southern highlands and lowlands.',
    level: 'gold',
  },
  {
    name: 'Addis Agro-Machinery Works',
    logo: '/images/sponsor-aamw.svg',
    description: 'Local manufacturer of graters, presses and flash dryers for small and medium processors.',
    level: 'gold',
  },
  {
    name: 'Jimma Starch Processors Union',
    logo: '/images/sponsor-jspu.svg',
    description: 'A union of processors in Oromia buying fresh roots from contracted producer groups.',
    level: 'silver',
  },
  {
    name: 'Wolaita Cassava Growers Cooperative',
    logo: '/images/sponsor-wcgc.svg',
    description: 'One of the oldest cassava cooperatives in the country, with 1,200 member households.',
    level: 'silver',
  },
];
