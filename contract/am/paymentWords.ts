// The Amharic counterpart of ../paymentWords.ts.
import type { FIRST_PAYMENT_WORDS as En } from '../paymentWords';

export const FIRST_PAYMENT_WORDS: typeof En = {
  instructions:
    'ክፍያውን በማንኛውም የባንኩ ቅርንጫፍ ከታች ባለው ሂሳብ ያስገቡ። የክፍያ ማጣቀሻ ቁጥርዎን በገንዘብ ማስገቢያ ቅጹ ላይ ይጻፉ፤ ' + 'ከዚያም የቅጹን ፎቶ ወይም ስካን በ«የእኔ አባልነት» ገጽ ላይ ይጫኑ።',
  investorText:
    'ካሳቫን በሰፊ መሬት የሚያለሙ ወይም ለማልማት ያቀዱ የእርሻ ባለሀብቶች ከማህበሩ ጋር በሚደረግ የራሳቸው ስምምነት ይቀላቀላሉ፤ ' + 'ማመልከቻዎን ካነበብን በኋላ ዓመታዊ ክፍያውን ከእርስዎ ጋር እንስማማለን።',
};
