// The buttons that open the visitor flows. Shared by the flows themselves and by their lazy stand-ins (LazyFlow.tsx),
// so the button a visitor sees before the dialog code has loaded is the very same button afterwards. A trigger that is a
// link opens the flow's own page before the app has taken over, or without JavaScript; once the app runs, a plain click
// opens the dialog instead.

import type { MouseEvent } from 'react';
import type { PublicEvent } from '../../contract/events';
import type { MembershipType } from '../../contract/membership';
import { Button, ButtonLink } from '../components/Button';
import { PATH_PREFIX } from '../i18n/lang';

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

/** An event's registration page (server/eventPages.ts), in this build's language. */
export const registrationPath = (eventId: string) => `${PATH_PREFIX}/events/${encodeURIComponent(eventId)}/register`;

export function registerTrigger({ event, label }: RegisterProps) {
  return (
    <ButtonLink
      tone="primary"
      href={registrationPath(event.id)}
      data-event-id={event.id}
      aria-label={`${label}: ${event.title}`}
      onClickCapture={leaveToBrowser}
    >
      {label}
    </ButtonLink>
  );
}

/**
 * A click with a modifier (a new tab or window) is the browser's: it opens the flow's page there, and no handler of the
 * app sees the click (stopped on its way down, so the dialog does not open here as well).
 */
function leaveToBrowser(e: MouseEvent) {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) e.stopPropagation();
}

/** What a lazily loaded flow accepts besides its own props: open the dialog as soon as it has mounted. */
export type OpensOnMount = { openOnMount?: boolean };
