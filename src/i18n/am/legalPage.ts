// The Amharic counterpart of ../en/legalPage.ts.
import type { Widen } from '../../../contract/catalog';

type En = typeof import('../en/legalPage');

export const legalPage: Widen<En['legalPage']> = {
  termsDescription: 'የኢትዮጵያ ካሳቫ ማህበር የአባልነት፣ የዝግጅት ምዝገባና የድረ ገጽ አጠቃቀም ውል።',
  privacyDescription: 'የኢትዮጵያ ካሳቫ ማህበር የሚይዘው የግል መረጃ፣ ለምን፣ ለምን ያህል ጊዜ፣ ማን እንደሚያየውና በአዋጅ ቁጥር 1321/2016 መሠረት መብቶችዎን እንዴት እንደሚጠቀሙ።',
  intro: 'ከማመልከትዎ፣ ከመመዝገብዎ ወይም መልእክት ከመላክዎ በፊት እባክዎ ይህን ያንብቡ።',
  version: (n: number, date: string) => `እትም ${n}፣ የታተመው ${date}`,
  retention: (days: number) =>
    days % 365 === 0
      ? `አሁን በሥራ ላይ ያለው ጊዜ፦ አባል ያልሆኑ ሰዎች ደረሰኞችና መልእክቶች ከ${days / 365} ዓመት በኋላ ይሰረዛሉ።`
      : `አሁን በሥራ ላይ ያለው ጊዜ፦ አባል ያልሆኑ ሰዎች ደረሰኞችና መልእክቶች ከ${days} ቀናት በኋላ ይሰረዛሉ።`,
  otherDocument: { terms: 'የግል መረጃ አያያዝ ፖሊሲውን ያንብቡ', privacy: 'የአገልግሎት ውሉን ያንብቡ' },
  ask: 'ስለ መረጃዎ ጥያቄ ካለዎት ወደዚህ ይጻፉ፦',
};
