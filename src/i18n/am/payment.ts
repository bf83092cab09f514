// The Amharic counterpart of ../en/payment.ts.
import type { Widen } from '../../../contract/catalog';
import { birrDigits } from '../../../contract/members';

type En = typeof import('../en/payment');

export const payment: Widen<En['payment']> = {
  title: 'የክፍያ መመሪያ',
  amount: 'የሚከፈለው መጠን',
  birr: (amount: number) => `${birrDigits(amount)} ብር`,
  oneYear: 'ለአንድ ዓመት',
  priceOnRequest: 'ክፍያው በስምምነት',
  priceOnRequestNote: 'ማመልከቻዎን ካነበብን በኋላ ጽሕፈት ቤታችን የክፍያውን መጠን ይነግርዎታል።',
  reference: 'የክፍያ ማጣቀሻ ቁጥር',
  referenceHelp: 'ክፍያው የእርስዎ መሆኑን እንድናውቅ በባንክ ማስገቢያ ቅጹ ላይ ይጻፉት።',
  referenceLater: 'ሲያመለክቱ የራስዎን የክፍያ ማጣቀሻ ቁጥር ያገኛሉ፤ በባንክ ማስገቢያ ቅጹ ላይ ይጻፉት።',
  accountsTitle: 'የሚከፈልበት ሂሳብ',
  bank: 'ባንክ',
  branch: 'ቅርንጫፍ',
  accountName: 'የሂሳቡ ስም',
  accountNumber: 'የሂሳብ ቁጥር',
  noAccount: 'የባንክ ሂሳቡን ጽሕፈት ቤታችን ይሰጥዎታል፦ በ+251 11 555 0142 ይደውሉ ወይም ወደ info@cassava.org.et ይጻፉ።',
  continueAt: 'ከከፈሉ በኋላ የባንክ ማስገቢያ ቅጹን ፎቶ ባመለከቱበት ኢሜይል በ«የእኔ አባልነት» ገጽ ላይ ይጫኑ፦',
  myMembership: 'የእኔ አባልነት',
  follow: 'ማመልከቻዎን ለመከታተል፣ የክፍያ ማጣቀሻ ቁጥርዎን እንደገና ለማየት ወይም ሌላ ደረሰኝ ለመላክ «የእኔ አባልነት» ገጽን ባመለከቱበት ኢሜይል ይክፈቱ፦',
};
