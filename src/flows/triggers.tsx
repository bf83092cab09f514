// The buttons that open the visitor flows. Shared by the flows themselves and by their lazy stand-ins (LazyFlow.tsx),
// so the button a visitor sees before the dialog code has loaded is the very same button afterwards. Join Now is a link
// to the plan's application page: a tap before the app runs (or without it) opens the page; the app opens the dialog.

import type { PublicEvent } from '../../contract/events';
import type { MembershipType } from '../../contract/membership';
import { Button, ButtonLink } from '../components/Button';
import { PATH_PREFIX } from '../i18n/lang';

export type ApplyProps = { membershipType: MembershipType; label: string; planTitle?: string };

/** The address of a plan's application page, in this build's language. */
export const applyPage = (membershipType: MembershipType) => `${PATH_PREFIX}/membership/apply/${membershipType}`;

export function applyTrigger({ membershipType, label, planTitle }: ApplyProps) {
  return (
    <ButtonLink
      tone="primary"
      block
      href={applyPage(membershipType)}
      data-membership-type={membershipType}
      aria-label={planTitle ? `${label}: ${planTitle}` : undefined}
    >
      {label}
    </ButtonLink>
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
