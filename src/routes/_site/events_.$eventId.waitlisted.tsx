import { createFileRoute } from '@tanstack/react-router';
import { usePageMeta } from '../../components/usePageMeta';
import { RegistrationResult } from '../../flows/events/RegistrationPage';
import { registeredCopy as r } from '../../i18n/assembly';

/**
 * Where a registration sent without the app lands when no seat was left (server/features/events/pages.ts: 303 to here). Its place
 * in the queue is mailed; a `place` in the query (a link kept from before) is still shown. Neither a loader nor a
 * search schema: the whole page is in its lazily loaded part.
 */
export const Route = createFileRoute('/_site/events_/$eventId/waitlisted')({
  component: WaitlistedPage,
});

function WaitlistedPage() {
  const place = Number(Route.useSearch({ select: (search: Record<string, unknown>) => search.place }));
  usePageMeta({ title: r.waitlistedTitle, description: r.resultMetaDescription, robots: 'noindex' });
  return (
    <RegistrationResult title={r.waitlistedTitle} outcome="waitlisted">
      <p>{r.waitlistedBody(Number.isInteger(place) && place > 0 ? place : null)}</p>
      <p>{r.waitlistedMail}</p>
    </RegistrationResult>
  );
}
