import type { HTMLAttributes } from 'react';
import { type BadgeVariants, badge, statusTone } from './Badge.css';

type Props = HTMLAttributes<HTMLSpanElement> & BadgeVariants;

export function Badge({ tone, className, ...rest }: Props) {
  return <span className={[badge({ tone }), className].filter(Boolean).join(' ')} {...rest} />;
}

/** A badge coloured by a status word (active, new, suspended…). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <Badge tone={statusTone[status] ?? 'neutral'} data-status={status}>
      {label ?? status}
    </Badge>
  );
}
