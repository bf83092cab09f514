// The contact form's words, and those of the form every visitor flow shares: catalogs of their own, so the contact page
// loads them without the other flows' words.
import { CONTACT_SUBJECT_LABELS } from '../../../contract/contactSubjects';
import { contactMessages } from '../../../contract/messages/contact';

export const contact = {
  formLabel: 'Contact form',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  phoneHint: 'Optional',
  subject: 'Subject',
  chooseSubject: 'Choose a subject',
  /** Each subject's words (the value sent is the English subject itself, whatever the page's language). */
  subjects: CONTACT_SUBJECT_LABELS,
  message: 'Message',
  contactType: 'I am contacting you as',
  individual: 'An individual',
  organization: 'An organization',
  organizationName: 'Organization',
  consent: {
    terms: 'Terms and conditions',
    privacy: 'Read the privacy policy',
    newTab: 'opens in a new tab',
    note: 'We keep your message as our privacy policy says.',
  },
  submit: 'Send message',
  submitting: 'Sending…',
  success: contactMessages.success,
  successTitle: 'Message sent',
  replyTo: (email: string) => `We will reply to ${email}.`,
  another: 'Write another message',
};

/** The form of every visitor flow (FlowForm). */
export const form = {
  honeypotLabel: 'Leave this field empty',
  /** The heading of the list of a sent form's errors, each a link to its field. */
  summaryTitle: 'There is a problem',
};
