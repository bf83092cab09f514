// The Amharic counterpart of ../en/contact.ts.
import type { Widen } from '../../../contract/catalog';
import { CONTACT_SUBJECT_LABELS } from '../../../contract/contactSubjects';
import { contactMessages } from '../../../contract/messages/contact';

type En = typeof import('../en/contact');

export const contact: Widen<En['contact']> = {
  formLabel: 'የመልእክት መላኪያ ቅጽ',
  name: 'ስም',
  email: 'ኢሜይል',
  phone: 'ስልክ',
  phoneHint: 'አማራጭ',
  subject: 'ርዕስ',
  chooseSubject: 'ርዕስ ይምረጡ',
  subjects: CONTACT_SUBJECT_LABELS,
  message: 'መልእክት',
  contactType: 'የሚጽፉት',
  individual: 'በግልዎ',
  organization: 'ድርጅትን ወክለው',
  organizationName: 'የድርጅቱ ስም',
  consent: {
    terms: 'የአገልግሎት ውል',
    privacy: 'የግል መረጃ አያያዝ ፖሊሲውን ያንብቡ',
    newTab: 'በአዲስ ትር ይከፈታል',
    note: 'መልእክትዎን የምንይዘው የግል መረጃ አያያዝ ፖሊሲያችን በሚለው መሠረት ነው።',
  },
  submit: 'መልእክት ይላኩ',
  submitting: 'በመላክ ላይ…',
  success: contactMessages.success,
  successTitle: 'የተላከ መልእክት',
  replyTo: (email: string) => `ምላሻችንን ወደ ${email} እንልካለን።`,
  another: 'ሌላ መልእክት ይጻፉ',
};

export const form: Widen<En['form']> = {
  honeypotLabel: 'ይህን መስክ ባዶ ይተዉት',
  summaryTitle: 'እባክዎ የሚከተሉትን ያስተካክሉ',
};
