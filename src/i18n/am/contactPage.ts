// The Amharic counterpart of ../en/contactPage.ts.
import type { Widen } from '../../../contract/catalog';

type En = typeof import('../en/contactPage');

export const contactPage: Widen<En['contactPage']> = {
  title: 'ያግኙን',
  metaDescription: 'ለኢትዮጵያ ካሳቫ ማህበር ይጻፉ ወይም አዲስ አበባ አይሲቲ ፓርክ የሚገኘውን ቢሯችንን ከሰኞ እስከ ዓርብ ከጠዋቱ 2:30 (8:30 AM) እስከ ቀኑ 11:30 (5:30 PM) ይጎብኙ።',
  intro: 'ስለ አባልነት፣ ስለ ዝግጅቶች፣ ስለ አጋርነት ወይም ስለ ካሳቫ እርሻ ጥያቄ አለዎት? መልእክት ይላኩልን፤ መልስ እንሰጥዎታለን።',
  formTitle: 'መልእክት ይላኩልን',
  infoTitle: 'የመገኛ መረጃ',
  address: 'አድራሻ',
  phone: 'ስልክ',
  email: 'ኢሜይል',
  hours: 'የቢሮ ሰዓት',
  sentTitle: 'የተላከ መልእክት',
  sentMetaDescription: 'መልእክትዎ ለኢትዮጵያ ካሳቫ ማህበር ደርሷል።',
  sentAgain: 'ሌላ መልእክት ይጻፉ',
  backHome: 'ወደ መነሻ ገጽ ይመለሱ',
};
