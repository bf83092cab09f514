// The Amharic words of the sign-in link mail: the same mail as server/messages/accountMail.ts.
import { ACCOUNT_LINK_TTL_MS } from '../../../contract/account';
import type { AccountMails } from '../accountMail';
import type { MailText } from '../mail';
import { signature } from './mail';

const minutes = ACCOUNT_LINK_TTL_MS / 60_000;

export const accountMails: AccountMails = {
  signInLink: (url: string): MailText => ({
    subject: 'ለኢትዮጵያ ካሳቫ ማህበር ድረ ገጽ የመግቢያ አገናኝዎ',
    text:
      `ጤና ይስጥልኝ፣\n\n` +
      `በዚህ ኢሜይል የተመዘገበውን አባልነት፣ ማመልከቻዎችና የዝግጅት ምዝገባዎች በኢትዮጵያ ካሳቫ ማህበር ድረ ገጽ ላይ ለማየት ተጠይቋል። ` +
      `ለማየት ይህን አገናኝ ይክፈቱ፦\n\n${url}\n\n` +
      `አገናኙ የሚሠራው አንድ ጊዜ ብቻ፣ ለ${minutes} ደቂቃ ነው። ጊዜው ካለፈ፣ በዚያው ገጽ ላይ አዲስ ይጠይቁ።\n\n` +
      `እርስዎ ይህን ካልጠየቁ፣ ይህን ኢሜይል መተው ይችላሉ፤ ያለዚህ አገናኝ ማንም መረጃዎን ማየት አይችልም።${signature}`,
  }),
};
