import { createFileRoute } from '@tanstack/react-router';
import { usePageMeta } from '../../components/usePageMeta';
import { RegistrationResult } from '../../flows/events/RegistrationPage';
import { registeredCopy as r } from '../../i18n/assembly';
import { flowsCopy } from '../../i18n/flows';

/**
 * Where a registration sent without the app lands when it has a seat (server/features/events/pages.ts: 303 to here): the ticket
 * is mailed, never shown in answer to the form, so this page is the same for an address registered already and for
 * the form only a bot fills in.
 */
export const Route = createFileRoute('/_site/events_/$eventId/registered')({
  component: RegisteredPage,
});

function RegisteredPage() {
  const t = flowsCopy.events;
  usePageMeta({ title: t.successTitle, description: r.resultMetaDescription, robots: 'noindex' });
  return (
    <RegistrationResult title={t.successTitle} outcome="confirmed">
      <p>{r.confirmedMail}</p>
    </RegistrationResult>
  );
}
