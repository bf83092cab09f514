// The exact user-facing messages (docs/product-rules.md lists where each is shown). Reuse these; never retype them.
// Each area's messages are a module of their own: code that runs on a public page imports its area's module, so a page
// never loads the other areas' messages.

import { accountMessages } from './messages/account';
import { adminMessages } from './messages/admin';
import { authMessages } from './messages/auth';
import { blogMessages } from './messages/blog';
import { contactMessages } from './messages/contact';
import { errorScreenMessages } from './messages/errorScreen';
import { eventsMessages } from './messages/events';
import { httpMessages } from './messages/http';
import { membershipMessages } from './messages/membership';
import { resourcesMessages } from './messages/resources';
import { fieldLabels, validationMessages } from './messages/validation';

export {
  accountMessages,
  adminMessages,
  authMessages,
  blogMessages,
  contactMessages,
  errorScreenMessages,
  eventsMessages,
  fieldLabels,
  httpMessages,
  membershipMessages,
  resourcesMessages,
  validationMessages,
};

export const messages = {
  auth: authMessages,
  http: httpMessages,
  errorScreen: errorScreenMessages,
  membership: membershipMessages,
  events: eventsMessages,
  contact: contactMessages,
  resources: resourcesMessages,
  blog: blogMessages,
  admin: adminMessages,
  account: accountMessages,
  validation: validationMessages,
  fields: fieldLabels,
} as const;
