// The Amharic counterpart of ../en/membershipPage.ts.
import type { Widen } from '../../../contract/catalog';

type En = typeof import('../en/membershipPage');

export const membershipPage: Widen<En['membershipPage']> = {
  title: 'አባልነት',
  metaDescription: 'የኢትዮጵያ ካሳቫ ማህበርን እንደ አርሶ አደር፣ አቀነባባሪ፣ ላኪ ወይም የእርሻ ባለሀብት ይቀላቀሉ፦ የእያንዳንዱ የአባልነት ዓይነት ዓመታዊ ክፍያና የአከፋፈል መመሪያ።',
  intro:
    'ለአርሶ አደሮች፣ ለአቀነባባሪዎችና ለላኪዎች ሦስት የአባልነት ዓይነቶች አሉ፤ እያንዳንዳቸው በዓመታዊ ጉባኤው ድምፅ የመስጠት መብት ያስገኙልዎታል። የእርሻ ባለሀብቶች በራሳቸው ስምምነት ይቀላቀላሉ፤ ዝርዝሩ ከዚህ ገጽ በታች ይገኛል።',
  sameFee: (fee: string) => `እያንዳንዱ የአባልነት ዓይነት በዓመት ${fee} ያስከፍላል።`,
  plansTitle: 'የአባልነት ዓይነትዎን ይምረጡ',
  joinNow: 'አሁን ያመልክቱ',
  extraTitle: 'እያንዳንዱ አባል በተጨማሪ የሚያገኘው',
  investorTitle: 'የእርሻ ባለሀብቶች',
  investorPrice: (fee: string) => `በዓመት ${fee}`,
  howToPayTitle: 'የክፍያ መመሪያ',
  afterApplying: 'መጀመሪያ ያመልክቱ፦ ቀጣዩ ደረጃ የሚከፍሉትን መጠንና የራስዎን የክፍያ ማጣቀሻ ቁጥር ያሳይዎታል፤ የማረጋገጫ ኢሜይሉም ይደግማቸዋል።',
  registerNow: 'አሁን ይመዝገቡ',
  review: 'ማመልከቻዎች በ3-5 የሥራ ቀናት ውስጥ ይገመገማሉ።',
  alreadyApplied: 'ቀደም ብለው አመልክተዋል?',
  openAccount: 'አባልነትዎን ይክፈቱ',
  imageAlt: 'በንግድ እርሻ ላይ በረድፍ የተተከለ ጤናማ ካሳቫ',
  applyMetaDescription: (plan: string) => `ለኢትዮጵያ ካሳቫ ማህበር የአባልነት ማመልከቻ፦ ${plan}።`,
  allPlans: 'ሁሉም የአባልነት ዓይነቶች',
  receiptTitle: 'የክፍያ ደረሰኝ',
  receiptMetaDescription: 'የአባልነት ክፍያዎን የባንክ ደረሰኝ ይላኩ።',
  receiptIntro: (firstName: string, plan: string) =>
    `እናመሰግናለን፣ ${firstName}። የ${plan} አባልነት ማመልከቻዎ ደርሶናል። የመጨረሻው ደረጃ፦ የአባልነት ክፍያዎን የባንክ ደረሰኝ ይላኩ።`,
  receiptLater: 'ደረሰኙ አሁን በእጅዎ የለም? በኋላ ከ«የእኔ አባልነት» ገጽ መላክ ይችላሉ፤ እዚያ ባመለከቱበት ኢሜይል የመግቢያ አገናኝ ይጠይቁ።',
  expiredTitle: 'የዚህ ገጽ ጊዜ አልፏል',
  expiredText: 'የማመልከቻ ደረሰኝ እዚህ መላክ የሚቻለው ካመለከቱበት አሳሽ፣ ባመለከቱበት ቀን ብቻ ነው። እባክዎ ደረሰኙን ከ«የእኔ አባልነት» ገጽ ይላኩ፤ እዚያ ባመለከቱበት ኢሜይል የመግቢያ አገናኝ ይጠይቁ።',
  doneTitle: 'የተጠናቀቀ ማመልከቻ',
  doneMetaDescription: 'የአባልነት ማመልከቻዎና ደረሰኙ ለኢትዮጵያ ካሳቫ ማህበር ደርሰዋል።',
  backHome: 'ወደ መነሻ ገጽ ይመለሱ',
};
