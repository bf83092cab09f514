// "My membership" (/account): what the server answers about sign-in links, account sessions and the member's own
// records. contract/messages/am/account.ts says the same in Amharic.
export const accountMessages = {
  /** The same answer whether or not the address is known, so the form never tells who is a member. */
  linkSent: 'If we know this address, a sign-in link is on its way.',
  linkUsed: 'This sign-in link has already been used. Ask for a new one.',
  linkExpired: 'This sign-in link has expired. Ask for a new one.',
  linkInvalid: 'This sign-in link is not valid. Ask for a new one.',
  tooManyLinks: 'Many sign-in links were asked for from this connection. Please wait 15 minutes, then ask again.',
  notSignedIn: 'Please open the sign-in link we sent to your email, or ask for a new one.',
  noMember: 'There is no membership for this email address yet.',
  noPayment: 'There is no payment acknowledgement with this number for your membership.',
  noMemberToRenew: 'There is no membership for this email address to renew. Please apply for membership instead.',
} as const;
