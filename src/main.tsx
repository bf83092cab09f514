// The entry: global styles, then the app (src/app.tsx). A public page arrives pre-rendered (scripts/prerender.mjs)
// with its styles inline; the app's JavaScript is fetched only once that page has painted, so the browser shows the
// page first instead of parsing and running the whole app before its first frame. Other pages start the app at once.
import './styles/global.css';
// The language's typeface and type sizes (nothing for English; the Ethiopic font on Amharic pages).
import './styles/lang.css';

import { firstScreenShown } from './firstView';

if (document.getElementById('root')?.hasAttribute('data-prerendered')) await firstScreenShown();
// Fetched together, run as each arrives: React DOM, the biggest library, starts in a task of its own before the app's,
// so the page never stalls on one long task that runs all of the app's code at once. Only modules whose every export
// the app uses are imported this way: a dynamic import keeps a module's whole namespace in the bundle.
void import('react-dom/client');
await import('./app');
