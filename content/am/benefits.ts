// The six benefits of membership in Amharic, shown as cards on the home page.
import type { Benefit, BenefitIcon } from '../benefits';
import { benefitsIn } from '../shared/benefits';

export type { Benefit, BenefitIcon };

export const benefits: Benefit[] = benefitsIn({
  network: {
    title: 'የሥራ ትስስር',
    text: 'በጉባኤዎቻችን፣ በመስክ ቀናትና በክልል ስብሰባዎች ካሳቫ ከሚመረትባቸው አካባቢዎች ሁሉ ከመጡ አርሶ አደሮች፣ አቀነባባሪዎች፣ ላኪዎች፣ ተመራማሪዎችና ገዢዎች ጋር ይገናኙ።',
  },
  training: {
    title: 'ሥልጠናና መርጃዎች',
    text: 'በእርሻ ሥራ፣ በማቀነባበርና በንግድ ላይ ተግባራዊ ሥልጠናዎች፣ እንዲሁም የመመሪያዎችና የሪፖርቶች ቤተ መጻሕፍት። እስካሁን 5,000 አርሶ አደሮች ሠልጥነዋል።',
  },
  market: {
    title: 'የገበያ ተደራሽነት',
    text: 'የአምራች ቡድኖችን ከአቀነባባሪዎችና ከላኪዎች ጋር እናገናኛለን፤ አባላት በልበ ሙሉነት እንዲሸጡ ወቅታዊ ዋጋዎችን እናሳውቃለን።',
  },
  advocacy: {
    title: 'የፖሊሲ ውትወታ',
    text: 'በዘር ቁጥጥር፣ በምግብ ደረጃዎች፣ ከውጭ የሚገቡ ምርቶችን በሀገር ውስጥ ምርት በመተካትና በወጪ ንግድ ማበረታቻዎች ላይ ለኢንዱስትሪው አንድ ድምፅ።',
  },
  planting: {
    title: 'ጥራት ያለው የመትከያ ግንድ',
    text: 'ከብሔራዊ የምርምር ማዕከላት ጋር በመተባበር በ15 ማሳያ እርሻዎች የሚባዙ፣ ከበሽታ ነፃ የሆኑ የተሻሻሉ የመትከያ ግንዶች።',
  },
  finance: {
    title: 'የገንዘብ ድጋፍ',
    text: 'ባንኮች የሚቀበሉት የንግድ ዕቅድ ለማዘጋጀት እገዛ፣ እንዲሁም ከባንኮች፣ ከብድርና ቁጠባ ተቋማትና ከግብዓት ብድር አቅራቢዎች ጋር ትውውቅ።',
  },
});
