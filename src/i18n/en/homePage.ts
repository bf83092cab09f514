// The home page's words.
import { MEMBERSHIP_FEE } from '../../../contract/plans';

export const homePage = {
  metaDescription:
    'The national association of cassava growers, processors and exporters in Ethiopia: clean planting material, training, markets and one voice for the industry.',
  eyebrow: 'Ethiopian Cassava Association',
  heroTitle: 'Growing Ethiopia\u2019s cassava industry, from field to factory',
  heroText:
    'We bring together farmers, processors, machinery makers and exporters so that cassava feeds families, earns incomes and supplies Ethiopian industry.',
  heroPrimary: 'Become a Member',
  heroSecondary: 'Annual Assembly',
  aboutTitle: 'Who we are',
  aboutMore: 'Learn more about us',
  benefitsTitle: 'Why join the association',
  benefitsIntro: 'Six ways membership makes cassava pay, whatever your place in the value chain.',
  eventTitle: 'The Annual General Assembly',
  eventMore: 'See the agenda',
  plansTitle: 'Membership plans',
  plansIntro: `One fee, ${MEMBERSHIP_FEE} per year, for each of our three plans.`,
  plansMore: 'Compare plans and apply',
  daysTitle: 'Upcoming assembly days',
  registerCta: 'Register for the assembly',
  heroImageAlt: 'Cassava plants growing on the green hills of southern Ethiopia',
  assemblyImageAlt: 'Members seated in the conference hall of ICT Park during the assembly',
};
