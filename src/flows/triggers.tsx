// The buttons that open the visitor flows. Shared by the flows themselves and by their lazy stand-ins (LazyFlow.tsx),
// so the button a visitor sees before the dialog code has loaded is the very same button afterwards.

import type { PublicEvent } from '../../contract/events';
import type { MembershipType } from '../../contract/membership';
import { Button } from '../components/Button';

export type ApplyProps = { membershipType: MembershipType; label: string; planTitle?: string };

export function applyTrigger({ membershipType, label, planTitle }: ApplyProps) {
  return (
    <Button tone="primary" block data-membership-type={membershipType} aria-label={planTitle ? `${label}: ${planTitle}` : undefined}>
      {label}
    </Button>
  );
}

export type EventSummary = Pick<PublicEvent, 'id' | 'title' | 'date' | 'time' | 'location'>;
export type RegisterProps = { event: EventSummary; label: string };

export function registerTrigger({ event, label }: RegisterProps) {
  return (
    <Button tone="primary" data-event-id={event.id} aria-label={`${label}: ${event.title}`}>
      {label}
    </Button>
  );
}

/** What a lazily loaded flow accepts besides its own props: open the dialog as soon as it has mounted. */
export type OpensOnMount = { openOnMount?: boolean };
