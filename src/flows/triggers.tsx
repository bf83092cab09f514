// The buttons that open the visitor flows. Shared by the flows themselves and by their lazy stand-ins (LazyFlow.tsx),
// so the button a visitor sees before the dialog code has loaded is the very same button afterwards. Each is a link to
// the flow's own page: a tap before the app runs (or without it) opens the page; once the app runs, a plain click opens
// the dialog instead, and a click that asks for a new tab still gets the page there.

import type { PublicEvent } from '../../contract/events';
import type { MembershipType } from '../../contract/membership';
import { ButtonLink } from '../components/Button';
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

export type EventSummary = Pick<PublicEvent, 'id' | 'title' | 'date' | 'time' | 'location' | 'translations'>;
export type RegisterProps = { event: EventSummary; label: string };

/** An event's registration page (server/features/events/pages.ts), in this build's language. */
export const registrationPath = (eventId: string) => `${PATH_PREFIX}/events/${encodeURIComponent(eventId)}/register`;

export function registerTrigger({ event, label }: RegisterProps) {
  return (
    <ButtonLink tone="primary" href={registrationPath(event.id)} data-event-id={event.id} aria-label={`${label}: ${event.title}`}>
      {label}
    </ButtonLink>
  );
}

/** What a lazily loaded flow accepts besides its own props: open the dialog as soon as it has mounted. */
export type OpensOnMount = { openOnMount?: boolean };
