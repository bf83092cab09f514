import { createFileRoute } from '@tanstack/react-router';
import { usePageMeta } from '../../components/usePageMeta';
import { RegistrationResult } from '../../flows/events/RegistrationPage';
import { registeredCopy as r } from '../../i18n/assembly';
import { localized } from '../../i18n/localized';
import { loadEvent } from './-data';

/** Where a registration sent without the app lands when no seat was left (server/eventPages.ts: 303 to here). */
export const Route = createFileRoute('/_site/events_/$eventId/waitlisted')({
  validateSearch: (search: Record<string, unknown>): { place?: number } => {
    const place = Number(search.place);
    return Number.isInteger(place) && place > 0 ? { place } : {};
  },
  loader: ({ params, abortController }) => loadEvent(params.eventId, abortController.signal),
  component: WaitlistedPage,
});

function WaitlistedPage() {
  const { place } = Route.useSearch();
  const event = Route.useLoaderData();
  usePageMeta({ title: r.waitlistedTitle, description: r.resultMetaDescription, robots: 'noindex' });
  return (
    <RegistrationResult title={r.waitlistedTitle} outcome="waitlisted" event={event && localized(event, 'title')}>
      <p>{r.waitlistedBody(place ?? null)}</p>
      <p>{r.waitlistedMail}</p>
    </RegistrationResult>
  );
}
