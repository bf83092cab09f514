// The three membership plans (farmer, processor, exporter), 22,000 Birr per year each.
import type { PlanId } from '../contract/membership';
import { PLAN_TITLES } from '../contract/plans';
import { plansIn } from './shared/plans';

export type Plan = {
  id: PlanId;
  title: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  featured: boolean;
};

export const MEMBERSHIP_PERIOD = 'per year';

export const plans: Plan[] = plansIn({
  farmer: {
    title: `${PLAN_TITLES.farmer} Membership`,
    period: MEMBERSHIP_PERIOD,
    description:
      'For smallholders, cooperatives and commercial growers who plant cassava in the south, south-west and west of Ethiopia and want better cuttings, training and buyers.',
    features: [
      'Certified, disease-free planting material from our 15 demonstration farms',
      'Field training on spacing, weeding and harvest timing',
      'Introductions to processors buying fresh roots',
      'Advice from agronomists of partner research institutions',
      'A vote at the annual general assembly',
    ],
  },
  processor: {
    title: `${PLAN_TITLES.processor} Membership`,
    period: MEMBERSHIP_PERIOD,
    description:
      'For companies that turn fresh roots into flour, starch, chips, ethanol or feed, and need a steady supply of quality roots and locally made machinery.',
    features: [
      'Supply linkages with 200+ organised producer groups',
      'Access to locally manufactured graters, presses and dryers',
      'Food-safety and quality-standard workshops',
      'Market and price reports every quarter',
      'Listing in the national processors directory',
      'A vote at the annual general assembly',
    ],
  },
  exporter: {
    title: `${PLAN_TITLES.exporter} Membership`,
    period: MEMBERSHIP_PERIOD,
    description: 'For traders and companies selling Ethiopian cassava flour, starch and dried chips to regional and international buyers.',
    features: [
      'Export market intelligence and buyer introductions',
      'Guidance on certificates of origin and phytosanitary rules',
      'A place in trade missions and international fairs',
      'Policy representation on export incentives and logistics',
      'A vote at the annual general assembly',
    ],
  },
});

/** What every member gets on top of the plan (membership page, "extra benefits"). */
export const extraBenefits: { title: string; text: string }[] = [
  {
    title: 'Member rates at the annual assembly',
    text: 'Reduced registration for the two assembly days at ICT Park, Addis Ababa, and a reserved place at the business-to-business sessions.',
  },
  {
    title: 'The members library',
    text: 'Research papers, farming guides, market reports and templates, gathered from our partner research institutions.',
  },
  {
    title: 'A voice with government',
    text: 'Your concerns carried to the Ministry of Agriculture and the Ministry of Industry through our policy committee.',
  },
  {
    title: 'Machinery made in Ethiopia',
    text: 'Introductions to local workshops that already build 75% of the equipment used in cassava processing.',
  },
];

/** The farm investor application (Register Now). */
export const farmInvestor = {
  title: 'Farm investors',
  text: 'Planning a commercial cassava farm of 50 hectares or more? Register as a farm investor: we connect you with land administration offices, planting-material suppliers and processors who will buy your roots.',
};
