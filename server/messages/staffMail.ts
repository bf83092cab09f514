// The English words of the mails about a staff account (server/messages/am/staffMail.ts says the same in Amharic): an
// admin's invitation, and the notice that an admin made the account staff or active.
import type { StaffRole } from '../../contract/roles';
import { type MailText, ORG, signature } from './mail';

const ROLE_NAMES: Record<StaffRole, string> = { admin: 'administrator', moderator: 'moderator' };

export const staffMails = {
  /** The one-time link to /register with the email fixed. */
  invitation: (i: { role: StaffRole; invitedBy: string; url: string }): MailText => ({
    subject: `You are invited to the staff area of the ${ORG}`,
    text:
      `Hello,\n\n${i.invitedBy} invites you to work in the staff area of the ${ORG} website as ${ROLE_NAMES[i.role]}.\n\n` +
      `Open this link to create your account (choose your name and password there):\n\n${i.url}\n\n` +
      `The link works once, for 48 hours. Your account is ready to use as soon as you create it.\n\n` +
      `If you did not expect this invitation, you can ignore this email.${signature}`,
  }),
  /** An admin changed the account: it is now active, with this role. */
  accountChanged: (a: { name: string; role: StaffRole; loginUrl: string }): MailText => ({
    subject: `Your staff account at the ${ORG} is active`,
    text:
      `Hello ${a.name},\n\nAn administrator has made your account on the ${ORG} website active, with the role ` +
      `${ROLE_NAMES[a.role]}. You can sign in now:\n\n${a.loginUrl}${signature}`,
  }),
};

export type StaffMails = typeof staffMails;
