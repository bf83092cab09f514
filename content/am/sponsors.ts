// Sponsors and partners of the annual assembly in Amharic, by level (same logos and levels as the English).
import { SPONSOR_LEVELS, sponsorsIn } from '../shared/sponsors';
import type { Sponsor, SponsorLevel } from '../sponsors';

export type { Sponsor, SponsorLevel };
export { SPONSOR_LEVELS };

export const sponsors: Sponsor[] = sponsorsIn({
  eati: {
    name: 'የኢትዮጵያ ግብርና ትራንስፎርሜሽን ኢንስቲትዩት',
    description: 'የጉባኤው ተባባሪ አዘጋጅ፣ እንዲሁም በአርሶ አደሮች ሥልጠናና በመትከያ ግንድ ብዜት ላይ የማህበሩ አጋር።',
  },
  harc: {
    name: 'የሐዋሳ ግብርና ምርምር ማዕከል',
    description: 'ለደቡብ ደጋና ቆላማ አካባቢዎች የተሻሻሉ የካሳቫ ዝርያዎችን ያወጣል፤ ይፈትሻል።',
  },
  aamw: {
    name: 'አዲስ አግሮ ማሽነሪ ወርክስ',
    description: 'ለአነስተኛና መካከለኛ አቀነባባሪዎች መፈቅፈቂያ፣ መጭመቂያና ፈጣን ማድረቂያ ማሽኖችን የሚያመርት የሀገር ውስጥ አምራች።',
  },
  jspu: {
    name: 'የጅማ ስታርች አቀነባባሪዎች ዩኒየን',
    description: 'በውል ከተሳሰሩ የአምራች ቡድኖች ትኩስ የካሳቫ ሥር የሚገዛ፣ በኦሮሚያ የሚገኝ የአቀነባባሪዎች ዩኒየን።',
  },
  wcgc: {
    name: 'የወላይታ ካሳቫ አርሶ አደሮች ኅብረት ሥራ ማህበር',
    description: '1,200 አባል ቤተሰቦች ያሉት፣ በሀገሪቱ ካሉ ቀደምት የካሳቫ ኅብረት ሥራ ማህበራት አንዱ።',
  },
});
