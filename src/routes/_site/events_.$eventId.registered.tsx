import { createFileRoute } from '@tanstack/react-router';
import { usePageMeta } from '../../components/usePageMeta';
import { RegistrationResult } from '../../flows/events/RegistrationPage';
import { registeredCopy as r } from '../../i18n/assembly';
import { flowsCopy } from '../../i18n/flows';
import { localized } from '../../i18n/localized';
import { loadEvent } from './-data';

/**
 * A registration confirmed without a ticket to show: what the dialog says for the answer the server gives a form only
 * a bot fills in (server/eventPages.ts: 303 to here), so the bot learns nothing. A person's confirmed registration
 * lands on its ticket.
 */
export const Route = createFileRoute('/_site/events_/$eventId/registered')({
  loader: ({ params, abortController }) => loadEvent(params.eventId, abortController.signal),
  component: RegisteredPage,
});

function RegisteredPage() {
  const event = Route.useLoaderData();
  const t = flowsCopy.events;
  const title = event && localized(event, 'title');
  usePageMeta({ title: t.successTitle, description: r.resultMetaDescription, robots: 'noindex' });
  return (
    <RegistrationResult title={t.successTitle} outcome="confirmed" event={title}>
      {title && <p>{t.successBody(title.text)}</p>}
    </RegistrationResult>
  );
}
