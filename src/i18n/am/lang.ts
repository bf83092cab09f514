// The Amharic build's language (swapped in for ../lang.ts by scripts/lib/languageSwap.mjs).
import { LANG_PREFIX, type Lang } from '../../../contract/languages';

export const LANG = 'am' as const satisfies Lang;
export const PATH_PREFIX = LANG_PREFIX[LANG];
export const HTML_LANG = 'am';
export const NOSCRIPT = {
  shell: 'ይህ ገጽ JavaScript ያስፈልገዋል። እባክዎ ያብሩት፣ ወይም በ+251 11 555 0142 ይደውሉልን።',
  signIn: 'የሠራተኞች መግቢያ JavaScript ያስፈልገዋል። እባክዎ ያብሩት፣ ወይም በ+251 11 555 0142 ይደውሉልን።',
};
