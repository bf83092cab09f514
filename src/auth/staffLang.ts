// Whether the staff area is in another language than this build's (contract/languages.ts, STAFF_LANG: staff who chose
// Afaan Oromoo work in English). Going there from this build's pages is then a full page load, which the server answers
// with the staff language's app, never this build's app around the staff screens.
import { STAFF_LANG } from '../../contract/languages';
import { LANG } from '../i18n/lang';

export const STAFF_ELSEWHERE: boolean = STAFF_LANG[LANG] !== LANG;
