// What the sponsors share in both languages: the levels, each sponsor's logo and level, and their order.
import type { Sponsor } from '../sponsors';

export const SPONSOR_LEVELS = ['platinum', 'gold', 'silver'] as const;

const SPONSOR_FACTS = {
  eati: { logo: '/images/sponsor-eati.svg', level: 'platinum' },
  harc: { logo: '/images/sponsor-harc.svg', level: 'gold' },
  aamw: { logo: '/images/sponsor-aamw.svg', level: 'gold' },
  jspu: { logo: '/images/sponsor-jspu.svg', level: 'silver' },
  wcgc: { logo: '/images/sponsor-wcgc.svg', level: 'silver' },
} satisfies Record<string, Pick<Sponsor, 'logo' | 'level'>>;

/** The sponsors in their order, with one language's words. */
export const sponsorsIn = (text: Record<keyof typeof SPONSOR_FACTS, Pick<Sponsor, 'name' | 'description'>>): Sponsor[] =>
  (Object.keys(SPONSOR_FACTS) as (keyof typeof SPONSOR_FACTS)[]).map((key) => {
    const { logo, level } = SPONSOR_FACTS[key];
    const { name, description } = text[key];
    return { name, logo, description, level };
  });
