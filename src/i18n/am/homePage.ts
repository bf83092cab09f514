// The Amharic counterpart of ../en/homePage.ts.
import type { Widen } from '../../../contract/catalog';
import { MEMBERSHIP_FEE } from '../../../contract/plans';

type En = typeof import('../en/homePage');

export const homePage: Widen<En['homePage']> = {
  metaDescription: 'የኢትዮጵያ የካሳቫ አምራቾች፣ አቀነባባሪዎችና ላኪዎች ብሔራዊ ማህበር፦ ጤናማ የመትከያ ግንድ፣ ሥልጠና፣ ገበያ እና ለዘርፉ አንድ ድምፅ።',
  eyebrow: 'የኢትዮጵያ ካሳቫ ማህበር',
  heroTitle: 'የኢትዮጵያን የካሳቫ ኢንዱስትሪ ከማሳ እስከ ፋብሪካ እናሳድጋለን',
  heroText: 'ካሳቫ ቤተሰብን እንዲመግብ፣ ገቢ እንዲያስገኝ እና ለኢትዮጵያ ኢንዱስትሪ ግብዓት እንዲሆን አርሶ አደሮችን፣ አቀነባባሪዎችን፣ የማሽን አምራቾችንና ላኪዎችን በአንድ ላይ እናሰባስባለን።',
  heroPrimary: 'አባል ይሁኑ',
  heroSecondary: 'ዓመታዊ ጉባኤ',
  aboutTitle: 'ስለ ማህበሩ',
  aboutMore: 'ስለ እኛ የበለጠ ይወቁ',
  benefitsTitle: 'የአባልነት ጥቅሞች',
  benefitsIntro: 'በእሴት ሰንሰለቱ ውስጥ የትም ቦታ ቢሆኑ፣ አባልነት ካሳቫን ትርፋማ የሚያደርግባቸው ስድስት መንገዶች።',
  eventTitle: 'ዓመታዊ ጠቅላላ ጉባኤ',
  eventMore: 'መርሐ ግብሩን ይመልከቱ',
  plansTitle: 'የአባልነት ዓይነቶች',
  plansIntro: `ለሦስቱም የአባልነት ዓይነቶቻችን አንድ ክፍያ፦ ${MEMBERSHIP_FEE} በዓመት።`,
  plansMore: 'የአባልነት ዓይነቶችን ያወዳድሩና ያመልክቱ',
  daysTitle: 'መጪ የጉባኤ ቀናት',
  registerCta: 'ለጉባኤው ይመዝገቡ',
  heroImageAlt: 'በደቡብ ኢትዮጵያ አረንጓዴ ኮረብቶች ላይ የሚበቅሉ የካሳቫ ተክሎች',
  assemblyImageAlt: 'በጉባኤው ወቅት በአይሲቲ ፓርክ የስብሰባ አዳራሽ ውስጥ የተቀመጡ አባላት',
};
