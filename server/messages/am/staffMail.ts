// The Amharic words of the mails about a staff account: the same mails as server/messages/staffMail.ts.
import type { StaffRole } from '../../../contract/roles';
import type { MailText } from '../mail';
import type { StaffMails } from '../staffMail';
import { signature } from './mail';

const ROLE_NAMES: Record<StaffRole, string> = { admin: 'አስተዳዳሪ', moderator: 'አርታዒ' };

export const staffMails: StaffMails = {
  invitation: (i: { role: StaffRole; invitedBy: string; url: string }): MailText => ({
    subject: 'ወደ ኢትዮጵያ ካሳቫ ማህበር የሠራተኞች ክፍል ተጋብዘዋል',
    text:
      `ጤና ይስጥልኝ፣\n\n${i.invitedBy} በኢትዮጵያ ካሳቫ ማህበር ድረ ገጽ የሠራተኞች ክፍል በ${ROLE_NAMES[i.role]}ነት እንዲሠሩ ጋብዘዎታል።\n\n` +
      `መለያዎን ለመክፈት ይህን አገናኝ ይክፈቱ (ስምዎንና የይለፍ ቃልዎን እዚያ ይምረጡ)፦\n\n${i.url}\n\n` +
      `አገናኙ የሚሠራው አንድ ጊዜ ብቻ፣ ለ48 ሰዓት ነው። መለያዎን እንደከፈቱ ወዲያውኑ መጠቀም ይችላሉ።\n\n` +
      `ይህን ግብዣ ካልጠበቁ፣ ይህን ኢሜይል መተው ይችላሉ።${signature}`,
  }),
  accountChanged: (a: { name: string; role: StaffRole; loginUrl: string }): MailText => ({
    subject: 'በኢትዮጵያ ካሳቫ ማህበር የሠራተኛ መለያዎ ነቅቷል',
    text:
      `ጤና ይስጥልኝ ${a.name}፣\n\nአንድ አስተዳዳሪ በኢትዮጵያ ካሳቫ ማህበር ድረ ገጽ ላይ ያለዎትን መለያ በ${ROLE_NAMES[a.role]} ሚና አንቅቶታል። ` +
      `አሁን መግባት ይችላሉ፦\n\n${a.loginUrl}${signature}`,
  }),
};
