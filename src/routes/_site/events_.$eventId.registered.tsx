import { createFileRoute } from '@tanstack/react-router';
import { usePageMeta } from '../../components/usePageMeta';
import { RegistrationResult } from '../../flows/events/RegistrationPage';
import { registeredCopy as r } from '../../i18n/assembly';
import { flowsCopy } from '../../i18n/flows';

/**
 * A registration confirmed without a ticket to show: what the dialog says for the answer the server gives a form only
 * a bot fills in (server/eventPages.ts: 303 to here), so the bot learns nothing. A person's confirmed registration
 * lands on its ticket.
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
