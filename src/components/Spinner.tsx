import * as s from './Page.css';

export function Spinner({ label }: { label: string }) {
  return (
    <div className={s.spinnerWrap} role="status" aria-live="polite">
      <span className={s.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
