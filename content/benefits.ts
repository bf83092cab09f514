// The six benefits of membership, shown as cards on the home page.
import { benefitsIn } from './shared/benefits';

export type BenefitIcon = 'network' | 'training' | 'market' | 'advocacy' | 'planting' | 'finance';

export type Benefit = { id: BenefitIcon; title: string; text: string };

export const benefits: Benefit[] = benefitsIn({
  network: {
    title: 'Networking',
    text: 'Meet growers, processors, exporters, researchers and buyers from every cassava-growing region at our assemblies, field days and regional meetings.',
  },
  training: {
    title: 'Training & Resources',
    text: 'Practical courses on agronomy, processing and business, and a library of guides and reports. 5,000 farmers trained so far.',
  },
  market: {
    title: 'Market Access',
    text: 'We link producer groups with processors and exporters, and publish prices so members sell with confidence.',
  },
  advocacy: {
    title: 'Advocacy',
    text: 'One voice for the industry on seed regulation, food standards, import substitution and export incentives.',
  },
  planting: {
    title: 'Quality Planting Materials',
    text: 'Clean, improved cuttings from 15 demonstration farms, multiplied with national research centres.',
  },
  finance: {
    title: 'Financial Support',
    text: 'Help to prepare bankable business plans and introductions to banks, microfinance institutions and input-credit schemes.',
  },
});
