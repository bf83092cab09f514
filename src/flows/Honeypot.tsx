// The hidden field only a bot fills in. Its own module so the contact page's inline form does not pull in the dialog code.
import { copy } from '../i18n';
import * as s from './flows.css';

/** Read through the ref when sending. */
export function Honeypot({ inputRef }: { inputRef: React.RefObject<HTMLInputElement> }) {
  return (
    <div className={s.honeypot} aria-hidden="true">
      <label>
        {copy.flows.honeypotLabel}
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
