// The server's words and per-language facts, one entry per language of the contract's list
// (docs/decisions/028-one-language-list.md): a language added to the list fails to compile here until it has its
// mails, documents and messages, instead of silently getting the default language's.

import { builtInBlogPosts as amBlogPosts } from '../../content/am/blogPosts';
import { builtInEvents as amEvents } from '../../content/am/events';
import * as amLegal from '../../content/am/legal';
import { builtInResources as amResources } from '../../content/am/resources';
import { builtInBlogPosts as enBlogPosts } from '../../content/blogPosts';
import { builtInEvents as enEvents } from '../../content/events';
import * as enLegal from '../../content/legal';
import { builtInBlogPosts as omBlogPosts } from '../../content/om/blogPosts';
import { builtInEvents as omEvents } from '../../content/om/events';
import * as omLegal from '../../content/om/legal';
import { builtInResources as omResources } from '../../content/om/resources';
import { builtInResources as enResources } from '../../content/resources';
import { FIRST_PAYMENT_WORDS as amPaymentWords } from '../../contract/am/paymentWords';
import { DEFAULT_LANG, isLang, type Lang } from '../../contract/languages';
import { accountMessages as enAccountMessages } from '../../contract/messages/account';
import { accountMessages as amAccountMessages } from '../../contract/messages/am/account';
import { accountMessages as omAccountMessages } from '../../contract/messages/om/account';
import { FIRST_PAYMENT_WORDS as omPaymentWords } from '../../contract/om/paymentWords';
import { FIRST_PAYMENT_WORDS as enPaymentWords } from '../../contract/paymentWords';
import { accountMails as enAccountMails } from '../messages/accountMail';
import { accountMails as amAccountMails } from '../messages/am/accountMail';
import { documentWords as amDocumentWords } from '../messages/am/documents';
import * as amMail from '../messages/am/mail';
import { staffMails as amStaffMails } from '../messages/am/staffMail';
import { type DocumentWords, documentWords as enDocumentWords } from '../messages/documents';
import * as enMail from '../messages/mail';
import { accountMails as omAccountMails } from '../messages/om/accountMail';
import { documentWords as omDocumentWords } from '../messages/om/documents';
import * as omMail from '../messages/om/mail';
import { staffMails as enStaffMails } from '../messages/staffMail';

/** One language's built-in content. */
export type BuiltInContent = { events: typeof enEvents; blogPosts: typeof enBlogPosts; resources: typeof enResources };

export type ServerLanguage = {
  /** What an account link request answers, whether or not the address is known. */
  accountLinkSent: string;
  accountMails: typeof enAccountMails;
  visitorMails: enMail.VisitorMails;
  guestName: typeof enMail.guestName;
  reminderMail: typeof enMail.reminderMail;
  memberDetailsMail: typeof enMail.memberDetailsMail;
  staffMails: typeof enStaffMails;
  documentWords: DocumentWords;
  /** A PDF's language tag (its metadata). */
  pdfLang: string;
  /** The first terms and privacy notice (version 1, as seeded) in this language. */
  firstLegal: typeof enLegal.builtInDocument;
  /** The built-in events, posts and resources in this language (content/, by the same ids as the English). */
  builtIn: BuiltInContent;
  /** The Settings' words (how to pay, the farm-investor arrangement) as first published in this language. */
  firstPaymentWords: typeof enPaymentWords;
  /** A plan's name inside the certificate's sentence ("is a Farmer member" reads "is a farmer member" in English). */
  planInSentence: (plan: string) => string;
};

export const SERVER_LANGUAGES: Readonly<Record<Lang, ServerLanguage>> = {
  en: {
    accountLinkSent: enAccountMessages.linkSent,
    accountMails: enAccountMails,
    visitorMails: enMail.visitorMails,
    guestName: enMail.guestName,
    reminderMail: enMail.reminderMail,
    memberDetailsMail: enMail.memberDetailsMail,
    staffMails: enStaffMails,
    documentWords: enDocumentWords,
    pdfLang: 'en',
    firstLegal: enLegal.builtInDocument,
    builtIn: { events: enEvents, blogPosts: enBlogPosts, resources: enResources },
    firstPaymentWords: enPaymentWords,
    planInSentence: (plan) => plan.toLowerCase(),
  },
  am: {
    accountLinkSent: amAccountMessages.linkSent,
    accountMails: amAccountMails,
    visitorMails: amMail.visitorMails,
    guestName: amMail.guestName,
    reminderMail: amMail.reminderMail,
    memberDetailsMail: amMail.memberDetailsMail,
    staffMails: amStaffMails,
    documentWords: amDocumentWords,
    pdfLang: 'am-ET',
    firstLegal: amLegal.builtInDocument,
    builtIn: { events: amEvents, blogPosts: amBlogPosts, resources: amResources },
    firstPaymentWords: amPaymentWords,
    planInSentence: (plan) => plan,
  },
  om: {
    accountLinkSent: omAccountMessages.linkSent,
    accountMails: omAccountMails,
    visitorMails: omMail.visitorMails,
    guestName: omMail.guestName,
    reminderMail: omMail.reminderMail,
    memberDetailsMail: omMail.memberDetailsMail,
    // Staff read and write the staff area in English and Amharic only (decision 034): a mail to staff about something
    // done on the Oromo site is in English.
    staffMails: enStaffMails,
    documentWords: omDocumentWords,
    pdfLang: 'om-ET',
    firstLegal: omLegal.builtInDocument,
    builtIn: { events: omEvents, blogPosts: omBlogPosts, resources: omResources },
    firstPaymentWords: omPaymentWords,
    planInSentence: (plan) => plan.toLowerCase(),
  },
};

/** The server's words in `lang`. */
export const wordsIn = (lang: Lang): ServerLanguage => SERVER_LANGUAGES[lang];

/** A stored language (a `lang` column, which older rows may lack) as one of the site's, else the default. */
export const langOf = (stored: string | null | undefined): Lang => (isLang(stored) ? stored : DEFAULT_LANG);
