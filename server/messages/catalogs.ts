// Every catalog of texts the server may answer with, each beside its Amharic counterpart. An Amharic request gets the
// counterpart of each English text (server/messages/localize.ts pairs them key by key).
//
// A new contract/messages/<area>.ts with its contract/messages/am/<area>.ts belongs here as one more pair;
// tests/server/languages.test.ts fails while one is missing. The field names (validation's fieldLabels) come first:
// where two catalogs say the same English, the first one's Amharic is used.
import * as enAccount from '../../contract/messages/account';
import * as enAdmin from '../../contract/messages/admin';
import * as amAccount from '../../contract/messages/am/account';
import * as amAdmin from '../../contract/messages/am/admin';
import * as amAuth from '../../contract/messages/am/auth';
import * as amBlog from '../../contract/messages/am/blog';
import * as amContact from '../../contract/messages/am/contact';
import * as amCounter from '../../contract/messages/am/counter';
import * as amErrorScreen from '../../contract/messages/am/errorScreen';
import * as amEvents from '../../contract/messages/am/events';
import * as amHttp from '../../contract/messages/am/http';
import * as amMembership from '../../contract/messages/am/membership';
import * as amResources from '../../contract/messages/am/resources';
import * as amValidation from '../../contract/messages/am/validation';
import * as enAuth from '../../contract/messages/auth';
import * as enBlog from '../../contract/messages/blog';
import * as enContact from '../../contract/messages/contact';
import * as enCounter from '../../contract/messages/counter';
import * as enErrorScreen from '../../contract/messages/errorScreen';
import * as enEvents from '../../contract/messages/events';
import * as enHttp from '../../contract/messages/http';
import * as enMembership from '../../contract/messages/membership';
import * as enResources from '../../contract/messages/resources';
import * as enValidation from '../../contract/messages/validation';
import * as amServer from './am/errors';
import * as enServer from './errors';

export type CatalogPair = { path: string; en: object; am: object };

export const CATALOG_PAIRS: readonly CatalogPair[] = [
  { path: 'contract/messages/validation.ts', en: enValidation, am: amValidation },
  { path: 'contract/messages/http.ts', en: enHttp, am: amHttp },
  { path: 'contract/messages/auth.ts', en: enAuth, am: amAuth },
  { path: 'contract/messages/membership.ts', en: enMembership, am: amMembership },
  { path: 'contract/messages/events.ts', en: enEvents, am: amEvents },
  { path: 'contract/messages/contact.ts', en: enContact, am: amContact },
  { path: 'contract/messages/admin.ts', en: enAdmin, am: amAdmin },
  { path: 'contract/messages/blog.ts', en: enBlog, am: amBlog },
  { path: 'contract/messages/resources.ts', en: enResources, am: amResources },
  { path: 'contract/messages/account.ts', en: enAccount, am: amAccount },
  { path: 'contract/messages/errorScreen.ts', en: enErrorScreen, am: amErrorScreen },
  { path: 'contract/messages/counter.ts', en: enCounter, am: amCounter },
  { path: 'server/messages/errors.ts', en: enServer, am: amServer },
];
