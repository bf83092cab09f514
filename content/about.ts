// The association's story: mission, vision, establishment, achievements, impact figures (listed in docs/product-rules.md), leadership.
import { impactIn, machineryIn } from './shared/about';

export const mission =
  'To grow a profitable, modern cassava industry in Ethiopia by giving farmers clean planting material and skills, linking them to processors and markets, and speaking for the whole value chain.';

export const vision =
  'An Ethiopia where cassava is a reliable food-security crop, a source of income for hundreds of thousands of rural families, and a home-grown raw material for flour, starch and ethanol industries.';

export const establishment = [
  'The association was founded by growers and processors who met at the first national cassava workshop in Addis Ababa. They shared one problem: good roots were rotting in the field because nobody nearby could buy and process them, while factories were importing starch.',
  'Registered as a national, non-profit membership association, it now brings together farmers, cooperatives, processors, machinery makers, exporters and research institutions under one roof, with its office at the ICT Park in Addis Ababa.',
];

export const achievements = [
  'Built a network of 15 demonstration farms that multiply clean, improved cuttings for members.',
  'Trained 5,000 farmers in planting, weeding, harvest timing and post-harvest handling.',
  'Organised more than 200 producer groups that now sell fresh roots to processors under contract.',
  'Helped local workshops design and build graters, presses and flash dryers: 75% of cassava machinery is now made in Ethiopia.',
  'Partnered with 10 research institutions on varieties, disease control and food safety.',
];

export type ImpactFigure = { value: string; label: string };

export const impact: ImpactFigure[] = impactIn({
  hectares: 'hectares under cassava',
  companies: 'companies in the value chain',
  trained: 'farmers trained',
  groups: 'producer groups',
  farms: 'demonstration farms',
  institutions: 'research institutions',
});

export const machinery: ImpactFigure[] = machineryIn({
  local: 'of processing machinery manufactured locally',
  employed: 'people employed in the machinery industry',
});

export type Leader = { name: string; role: string; bio: string; initials: string };

export const leadership: Leader[] = [
  {
    name: 'Dr. Almaz Tesfaye',
    role: 'President',
    bio: 'Root-crop agronomist; led cassava variety trials in Wolaita and Sidama for fifteen years.',
    initials: 'AT',
  },
  {
    name: 'Ato Bekele Gudeta',
    role: 'Vice President',
    bio: 'Founder of a cassava flour and starch plant in Jimma that buys from 30 producer groups.',
    initials: 'BG',
  },
  {
    name: 'W/ro Hirut Alemu',
    role: 'Secretary General',
    bio: 'Runs the secretariat at ICT Park; formerly with the Ethiopian Horticulture and Agricultural Investment Authority.',
    initials: 'HA',
  },
  {
    name: 'Ato Dawit Mengistu',
    role: 'Treasurer',
    bio: 'Chartered accountant; advises producer cooperatives on credit and bookkeeping.',
    initials: 'DM',
  },
  {
    name: 'Dr. Genet Abebe',
    role: 'Head of Research & Training',
    bio: 'Plant pathologist; coordinates the demonstration farms and the farmer training programme.',
    initials: 'GA',
  },
];
