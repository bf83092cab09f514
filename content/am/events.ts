// The built-in events in Amharic: the two upcoming assembly days and the past assemblies (same ids as the English).
import type { BuiltInEvent } from '../events';
import { builtInEventsIn } from '../shared/events';

export type { BuiltInEvent };

const LOCATION = 'አይሲቲ ፓርክ፣ አዲስ አበባ';

export const builtInEvents: BuiltInEvent[] = builtInEventsIn({
  'assembly-2019-day-1': {
    title: 'ዓመታዊ ጠቅላላ ጉባኤ 2019 ዓ.ም.፦ 1ኛ ቀን',
    location: LOCATION,
    description: 'የመክፈቻ ሥነ ሥርዓት፣ ስለ ካሳቫ ኢንዱስትሪ ወቅታዊ ሁኔታ ዓመታዊ ሪፖርት፣ ከበሽታ ነፃ በሆነ የመትከያ ግንድ ላይ የፓናል ውይይትና የዝርያ፣ የማሽንና የምርት ዐውደ ርዕይ።',
  },
  'assembly-2019-day-2': {
    title: 'ዓመታዊ ጠቅላላ ጉባኤ 2019 ዓ.ም.፦ 2ኛ ቀን',
    location: LOCATION,
    description:
      'በአምራች ቡድኖችና በአቀነባባሪዎች መካከል የንግድ ትስስር ስብሰባዎች፣ በገንዘብ አቅርቦትና በወጪ ንግድ ላይ የፓናል ውይይት፣ የቦርድ ምርጫ የሚካሄድበት ጠቅላላ ጉባኤና የሽልማት ሥነ ሥርዓት።',
  },
  'assembly-2018-day-1': {
    title: 'ዓመታዊ ጠቅላላ ጉባኤ 2018 ዓ.ም.፦ 1ኛ ቀን',
    location: LOCATION,
    description: '640 ተሳታፊዎች ዓመታዊ ሪፖርቱን አድምጠዋል፤ በዐውደ ርዕዩ በሀገር ውስጥ የተሠሩ 3 ፈጣን ማድረቂያ ማሽኖችና ከሐዋሳ የመጡ 2 አዳዲስ የተሻሻሉ ዝርያዎች ለመጀመሪያ ጊዜ ቀርበዋል።',
  },
  'assembly-2018-day-2': {
    title: 'ዓመታዊ ጠቅላላ ጉባኤ 2018 ዓ.ም.፦ 2ኛ ቀን',
    location: LOCATION,
    description: 'የአምራች ቡድኖች ከአቀነባባሪዎች ጋር 38 የአቅርቦት ስምምነቶችን ተፈራርመዋል፤ አባላቱም የአሁኑን የሥራ አመራር ቦርድ መርጠዋል።',
  },
  'assembly-2017-day-1': {
    title: 'ዓመታዊ ጠቅላላ ጉባኤ 2017 ዓ.ም.፦ 1ኛ ቀን',
    location: LOCATION,
    description: 'ጉባኤው በመትከያ ግንድ፣ በማቀነባበርና በገበያ ተደራሽነት ላይ ያተኮረውን የ5 ዓመት ስትራቴጂ አጽድቋል።',
  },
  'assembly-2017-day-2': {
    title: 'ዓመታዊ ጠቅላላ ጉባኤ 2017 ዓ.ም.፦ 2ኛ ቀን',
    location: LOCATION,
    description: 'በማሳያ እርሻዎች የመስክ ጉብኝት፣ እንዲሁም የካሳቫ ዱቄትን ከዳቦና ከእንጀራ ዱቄት ጋር ስለመቀላቀል አውደ ጥናት።',
  },
});
