// The association's contact details in Amharic (footer, events and contact pages share them).
import { CONTACT_LINKS } from '../shared/contactInfo';

export const contactInfo = {
  address: 'አይሲቲ ፓርክ፣ ቦሌ ክፍለ ከተማ፣ አዲስ አበባ፣ ኢትዮጵያ',
  postal: 'ፖ.ሣ.ቁ. 1042፣ አዲስ አበባ',
  ...CONTACT_LINKS,
  officeHours: 'ከሰኞ እስከ ዓርብ፣ ከጠዋቱ 2:30 (8:30 AM) እስከ ቀኑ 11:30 (5:30 PM)',
};
