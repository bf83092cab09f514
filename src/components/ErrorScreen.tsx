import { copy } from '../i18n';
import { Button } from './Button';
import * as s from './Page.css';

/** The generic error screen used as the router's error boundary. */
export function ErrorScreen() {
  const t = copy.common.errorScreen;
  return (
    <main id="main" className={s.centered} role="alert">
      <h1>{t.title}</h1>
      <p>{t.body}</p>
      <Button onClick={() => window.location.reload()}>{t.refresh}</Button>
    </main>
  );
}
