// The English words of the sign-in link mail of "My membership" (server/messages/am/accountMail.ts says the same in
// Amharic). It greets nobody by name: the address was typed by whoever asked, and the mail should tell them nothing
// beyond the link itself.
import { ACCOUNT_LINK_TTL_MS } from '../../contract/account';
import { type MailText, ORG, signature } from './mail';

const minutes = ACCOUNT_LINK_TTL_MS / 60_000;

export const accountMails = {
  signInLink: (url: string): MailText => ({
    subject: `Your sign-in link for the ${ORG}`,
    text:
      `Hello,\n\n` +
      `Someone (we hope you) asked to see the membership, applications and event registrations of this email address ` +
      `on the ${ORG} website. Open this link to see them:\n\n${url}\n\n` +
      `The link works once, for ${minutes} minutes. If it has expired, ask for a new one on the same page.\n\n` +
      `If you did not ask for it, you can ignore this email: nobody can open your records without the link.${signature}`,
  }),
};

export type AccountMails = typeof accountMails;
