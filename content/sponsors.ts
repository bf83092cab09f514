// Sponsors and partners of the annual assembly, by level (each with a name, logo, description and level).
import { SPONSOR_LEVELS, sponsorsIn } from './shared/sponsors';

export { SPONSOR_LEVELS };
export type SponsorLevel = (typeof SPONSOR_LEVELS)[number];

export type Sponsor = { name: string; logo: string; description: string; level: SponsorLevel };

export const sponsors: Sponsor[] = sponsorsIn({
  eati: {
    name: 'Ethiopian Agricultural Transformation Institute',
    description: 'Co-organiser of the assembly and partner on farmer training and planting-material multiplication.',
  },
  harc: {
    name: 'Hawassa Agricultural Research Centre',
    description: 'Breeds and tests improved cassava varieties for the southern highlands and lowlands.',
  },
  aamw: {
    name: 'Addis Agro-Machinery Works',
    description: 'Local manufacturer of graters, presses and flash dryers for small and medium processors.',
  },
  jspu: {
    name: 'Jimma Starch Processors Union',
    description: 'A union of processors in Oromia buying fresh roots from contracted producer groups.',
  },
  wcgc: {
    name: 'Wolaita Cassava Growers Cooperative',
    description: 'One of the oldest cassava cooperatives in the country, with 1,200 member households.',
  },
});
