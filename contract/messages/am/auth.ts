import type { Widen } from '../../catalog';

export const authMessages: Widen<typeof import('../auth').authMessages> = {
  accessDenied: 'መግባት አልተፈቀደም። የአስተዳዳሪ ፈቃድ ያስፈልጋል።',
  loginFailed: 'መግባት አልተሳካም። እባክዎ ኢሜይልዎንና የይለፍ ቃልዎን ያረጋግጡ።',
  passwordsDoNotMatch: 'የይለፍ ቃሎቹ አይመሳሰሉም',
  registerNotStaff: 'ምዝገባው አልተሳካም፦ አዲሱ ተጠቃሚ አስተዳዳሪ ወይም አርታዒ መሆን አለበት።',
  registerFailed: 'ምዝገባው አልተሳካም። እባክዎ እንደገና ይሞክሩ።',
  useAuthOutsideProvider: 'የመግቢያ መረጃ ከመግቢያ አቅራቢው ውጭ ሊነበብ አይችልም',
  invalidCredentials: 'ኢሜይሉ ወይም የይለፍ ቃሉ ትክክል አይደለም።',
  accountInactive: 'ይህ መለያ ገና አልነቃም። እንዲያነቃልዎ አስተዳዳሪውን ይጠይቁ።',
  accountSuspended: 'ይህ መለያ ታግዷል። እባክዎ አስተዳዳሪውን ያግኙ።',
  emailTaken: 'በዚህ ኢሜይል የተከፈተ መለያ አስቀድሞ አለ።',
  tooManyAttempts: 'ለመግባት ብዙ ጊዜ ሞክረዋል። እባክዎ ጥቂት ደቂቃዎች ቆይተው እንደገና ይሞክሩ።',
  notSignedIn: 'ለመቀጠል እባክዎ ይግቡ።',
  forbidden: 'ይህን ለማድረግ ፈቃድ የለዎትም።',
  invitationInvalid: 'ይህ የግብዣ አገናኝ ከእንግዲህ አያገለግልም (ጥቅም ላይ ውሏል፣ ተሰርዟል ወይም ከ48 ሰዓት በላይ ሆኖታል)። አዲስ ግብዣ እንዲልክልዎ አስተዳዳሪውን ይጠይቁ።',
  invitationOtherEmail: (email: string) => `ይህ ግብዣ ለ${email} የተላከ ነው።`,
  invitationAccepted: 'ይህ ግብዣ አስቀድሞ ተቀባይነት አግኝቷል።',
};
