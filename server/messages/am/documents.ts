// The Amharic words of the member's PDFs: the same as server/messages/documents.ts, for a member who uses the Amharic
// site. The Ethiopian date comes first, the Gregorian one beneath it. Only types come from the English module.

import { planTitle } from '../../../contract/am/plans';
import { SITE_NAME } from '../../../contract/am/site';
import { amharicEthiopianDate, amharicGregorianDate, GREGORIAN_MARK } from '../../../contract/ethiopian';
import type { DocumentWords } from '../documents';

/** The association's name without its leading የ, for the forms that start with another letter (ለ…). */
const ORG_STEM = SITE_NAME.replace(/^የ/, '');
/** "የአርሶ አደር": a plan title as the owner of what follows (የእርሻ ባለሀብት already starts with የ). */
const ofPlan = (title: string) => (title.startsWith('የ') ? title : `የ${title}`);

export const documentWords: DocumentWords = {
  org: SITE_NAME,
  address: 'አይሲቲ ፓርክ፣ ቦሌ ክፍለ ከተማ፣ አዲስ አበባ፣ ኢትዮጵያ · info@cassava.org.et · +251 11 555 0142',
  day: (day) => [amharicEthiopianDate(day), `${GREGORIAN_MARK} ${amharicGregorianDate(day)}`],
  plan: (type) => planTitle(type),
  birr: (amount) => `${amount.toLocaleString('en-US')} ብር`,

  certificate: {
    title: 'የአባልነት የምስክር ወረቀት',
    certifies: 'ይህ የምስክር ወረቀት',
    isMember: (plan) => `የ${ORG_STEM} ${ofPlan(plan)} አባል መሆናቸውን ያረጋግጣል።`,
    number: 'የአባልነት ቁጥር',
    plan: 'የአባልነት ዓይነት',
    validFrom: 'የሚጀምርበት ቀን',
    validUntil: 'የሚያበቃበት ቀን',
    issued: (day) => `የተሰጠበት ቀን፦ ${amharicEthiopianDate(day)}`,
    scan: 'ይህን የምስክር ወረቀት ለማረጋገጥ ኮዱን ይቃኙ',
    subject: (number) => `የአባልነት የምስክር ወረቀት ${number}`,
  },

  acknowledgement: {
    title: 'የክፍያ ማረጋገጫ',
    thanks: `ለ${ORG_STEM} የተከፈለውን ከዚህ በታች የተገለጸውን የአባልነት ክፍያ መቀበላችንን በምስጋና እናረጋግጣለን።`,
    receivedFrom: 'ከፋይ',
    number: 'የአባልነት ቁጥር',
    amount: 'የተከፈለው መጠን',
    plan: 'የአባልነት ዓይነት',
    period: 'የአባልነት ጊዜ',
    periodText: (from, until) => `ከ${amharicEthiopianDate(from)} እስከ ${amharicEthiopianDate(until)}`,
    periodEthiopian: (from, until) => `(${GREGORIAN_MARK} ${amharicGregorianDate(from)} – ${amharicGregorianDate(until)})`,
    approved: 'የጸደቀበት ቀን',
    printed: (day) => `የታተመበት ቀን፦ ${amharicEthiopianDate(day)}`,
    footer: 'ይህ ማረጋገጫ የተሰጠው የማህበሩ ሠራተኞች ክፍያውን ባጸደቁ ጊዜ ነው።',
  },

  badges: {
    title: (event) => `የስም ባጆች፦ ${event}`,
  },
};
