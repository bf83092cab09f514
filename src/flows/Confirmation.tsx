// GOV.UK's confirmation: what a sent form led to, as a panel whose heading takes the focus when it appears, so a phone
// shows it where the person is looking (not at the top of a long page) and a screen reader reads it out at once.
import type { ReactNode } from 'react';
import { useFocusOnAppear } from '../components/confirm';
import * as s from './flows.css';

export function Confirmation({
  title,
  headingLevel = 2,
  outcome,
  children,
}: {
  title: string;
  /** 2 on a page, 3 in a dialog (below the dialog's title) or in a card. */
  headingLevel?: 2 | 3;
  /** What happened, for tests and styles (`data-outcome`). */
  outcome?: string;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const heading = useFocusOnAppear<HTMLHeadingElement>();
  return (
    <div className={s.successPanel} role="status" data-confirmation="" data-outcome={outcome}>
      <Heading ref={heading} tabIndex={-1} className={s.successTitle}>
        {title}
      </Heading>
      {children}
    </div>
  );
}
