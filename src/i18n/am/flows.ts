// The Amharic counterpart of ../en/flows.ts.
import type { Widen } from '../../../contract/catalog';
import type { DietaryChoice } from '../../../contract/events';
import { labels } from '../../../contract/labels';
import { membershipMessages } from '../../../contract/messages/membership';
import { PLAN_TITLES } from '../../../contract/plans';

type En = typeof import('../en/flows');

const MB = 1048576;

export const flows: Widen<En['flows']> = {
  close: 'ይዝጉ',
  cancel: 'ይቅር',
  required: 'ግዴታ',
  termsLabel: 'የአገልግሎት ውሉንና የግል መረጃ አያያዝ ፖሊሲውን እቀበላለሁ',
  consentLinks: {
    terms: 'የአገልግሎት ውሉን ያንብቡ',
    privacy: 'የግል መረጃ አያያዝ ፖሊሲውን ያንብቡ',
    newTab: 'በአዲስ ትር ይከፈታል',
  },
  membership: {
    dialogTitle: (plan: string) => `ማመልከቻ፦ ${plan}`,
    investorDialogTitle: 'የእርሻ ባለሀብት ማመልከቻ',
    dialogDescription: 'መረጃዎን ይሙሉ። * ምልክት ያላቸው መስኮች ግዴታ ናቸው።',
    planFallback: 'አባልነት',
    firstName: 'ስም',
    lastName: 'የአባት ስም',
    email: 'ኢሜይል',
    phone: 'ስልክ',
    company: 'የድርጅት / የእርሻ ስም',
    address: 'አድራሻ',
    city: 'ከተማ',
    membershipType: 'የአባልነት ዓይነት',
    message: 'ተጨማሪ መረጃ',
    messageHint: 'አማራጭ፦ እንድናውቀው የሚፈልጉት ማንኛውም ነገር።',
    listInDirectory: 'ድርጅቴ በሕዝብ በሚታየው የአባላት ማውጫ ውስጥ ይካተት',
    listInDirectoryHint: 'በማውጫው የሚታዩት የድርጅቱ ስም፣ የአባልነት ዓይነቱና ከተማው ብቻ ናቸው፤ ኢሜይልዎ፣ ስልክዎና አድራሻዎ አይታዩም። ይህን በኋላ መቀየር ይችላሉ።',
    submit: 'ማመልከቻውን ይላኩ',
    submitting: 'በመላክ ላይ…',
    failed: membershipMessages.applicationFailed,
    submittedTitle: 'ማመልከቻዎ ተልኳል',
    submittedBody: 'እናመሰግናለን። ቡድናችን ማመልከቻዎን በ3-5 የሥራ ቀናት ውስጥ ይገመግማል።',
    emailPromise: 'በ5 ደቂቃ ውስጥ የማረጋገጫ ኢሜይል ይደርስዎታል።',
    receiptTitle: 'የክፍያ ደረሰኝዎን ይጫኑ',
    receiptHelp: 'የአባልነት ክፍያዎን የባንክ ደረሰኝ ይጫኑ፦ ከ5 ሜጋባይት ያልበለጠ JPG፣ PNG ወይም PDF ፋይል።',
    receiptLabel: 'የክፍያ ደረሰኝ',
    upload: 'ደረሰኙን ይጫኑ',
    retry: 'እንደገና ይሞክሩ',
    uploading: 'ደረሰኙ በመጫን ላይ…',
    progressLabel: 'የመጫን ሂደት',
    progress: (loaded: number, total: number) =>
      `ከ${(total / MB).toFixed(1)} ሜጋባይት ${(loaded / MB).toFixed(1)} ሜጋባይት (${total ? Math.round((loaded / total) * 100) : 0}%)`,
    receiptFailed: membershipMessages.receiptFailed,
    receiptSuccess: membershipMessages.receiptSuccess,
    doneTitle: 'ማመልከቻዎ ተጠናቋል',
    chosen: (name: string, size: number) => `የተመረጠው፦ ${name} (${(size / MB).toFixed(2)} ሜጋባይት)`,
    types: PLAN_TITLES,
  },
  events: {
    dialogTitle: (title: string) => `ለ«${title}» ይመዝገቡ`,
    dialogDescription: '* ምልክት ያላቸው መስኮች ግዴታ ናቸው።',
    firstName: 'ስም',
    lastName: 'የአባት ስም',
    email: 'ኢሜይል',
    phone: 'ስልክ',
    organization: 'ድርጅት',
    position: 'የሥራ ድርሻ',
    attendees: 'የተሳታፊዎች ብዛት',
    guestLabel: (n: number) => `የተሳታፊ ${n} ስም`,
    guestHint: (n: number) => `አማራጭ። ስም ካልጻፉ፣ የመግቢያ ትኬቱ «እንግዳ ${n}» ይላል።`,
    dietaryRequirements: 'የምግብ ምርጫ',
    dietary: labels<DietaryChoice>({
      none: 'የለም',
      vegetarian: 'ሥጋ የሌለው',
      vegan: 'የጾም ምግብ ብቻ',
      glutenFree: 'ግሉተን የሌለው',
      other: 'ሌላ',
    }),
    specialRequirements: 'ልዩ ፍላጎቶች',
    specialHint: 'አማራጭ፦ የተደራሽነት፣ የአስተርጓሚ ወይም ሌሎች ፍላጎቶች።',
    submit: 'ይመዝገቡ',
    submitting: 'በመመዝገብ ላይ…',
    successTitle: 'ምዝገባዎ ተረጋግጧል',
    successBody: (title: string) => `ለ«${title}» ስለተመዘገቡ እናመሰግናለን። የመግቢያ ትኬትዎና የቀን መቁጠሪያ ግብዣ በኢሜይል ይደርስዎታል፤ እባክዎ ኢሜይልዎን ይመልከቱ።`,
    when: 'መቼ',
    where: 'የት',
  },
};
