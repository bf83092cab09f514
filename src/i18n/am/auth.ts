// The Amharic counterpart of ../en/auth.ts.
import type { Widen } from '../../../contract/catalog';
import { authMessages } from '../../../contract/messages/auth';

type En = typeof import('../en/auth');

export const auth: Widen<En['auth']> = {
  login: {
    title: 'የሠራተኞች መግቢያ',
    intro: 'የማህበሩ ሠራተኞች ድረ ገጹን ለማስተዳደር እዚህ ይገባሉ።',
    email: 'የኢሜይል አድራሻ',
    password: 'የይለፍ ቃል',
    submit: 'ይግቡ',
    submitting: 'በመግባት ላይ…',
    noAccount: 'መለያ የለዎትም?',
    registerLink: 'የሠራተኛ መለያ ይፍጠሩ',
    metaDescription: 'ለኢትዮጵያ ካሳቫ ማህበር ድረ ገጽ ሠራተኞች መግቢያ።',
  },
  register: {
    title: 'የሠራተኛ መለያ ይፍጠሩ',
    intro: 'የመጀመሪያው መለያ አስተዳዳሪ ይሆናል። ቀጣዮቹን መለያዎች አስተዳዳሪው ያነቃቸዋል።',
    firstName: 'ስም',
    lastName: 'የአባት ስም',
    email: 'የኢሜይል አድራሻ',
    password: 'የይለፍ ቃል',
    passwordHint: 'ቢያንስ 8 ፊደላት።',
    confirmPassword: 'የይለፍ ቃሉን ያረጋግጡ',
    phone: 'ስልክ (አማራጭ)',
    company: 'ድርጅት (አማራጭ)',
    position: 'የሥራ ድርሻ (አማራጭ)',
    optionalHeading: 'አማራጭ መረጃዎች',
    submit: 'መለያ ይፍጠሩ',
    submitting: 'መለያው በመፈጠር ላይ…',
    haveAccount: 'መለያ አለዎት?',
    loginLink: 'ይግቡ',
    invitedIntro: (role: string, email: string) => `በ${role}ነት ወደ ሠራተኞች ክፍል ተጋብዘዋል። ለ${email} መለያዎን ይክፈቱ፤ ወዲያውኑ መጠቀም ይችላሉ።`,
    invitedEmailHint: 'ግብዣው ለዚህ አድራሻ ነው።',
    checkingInvitation: 'ግብዣዎን በማረጋገጥ ላይ…',
    metaDescription: 'ለኢትዮጵያ ካሳቫ ማህበር ድረ ገጽ የሠራተኛ መለያ ይፍጠሩ።',
  },
  messages: authMessages,
  roleBadge: { admin: 'አስተዳዳሪ', moderator: 'አርታዒ' },
};
