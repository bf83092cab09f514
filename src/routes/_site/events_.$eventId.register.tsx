import { createFileRoute, Link } from '@tanstack/react-router';
import { NarrowPage } from '../../assembly/NarrowPage';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';
import { EventFacts } from '../../flows/events/RegistrationForm';
import { REGISTRATION_EVENT, REGISTRATION_FORM, RegistrationClosed, RegistrationPageForm } from '../../flows/events/RegistrationPage';
import { registeredCopy as r } from '../../i18n/assembly';
import { flowsCopy } from '../../i18n/flows';
import { localized } from '../../i18n/localized';
import { useFormState, usePageData } from '../../pageState';
import { loadEvent } from './-data';
import * as s from './-site.css';

/**
 * An event's registration form as a page: where Register Now leads before the app runs or without it (the app opens the
 * dialog instead). Made by the server for each request (server/features/events/pages.ts), so it says at once whether registration
 * is still open, and comes back with its errors after a refused post.
 */
export const Route = createFileRoute('/_site/events_/$eventId/register')({
  loader: ({ params, abortController }) => loadEvent(params.eventId, abortController.signal),
  component: RegistrationPage,
});

function RegistrationPage() {
  const event = Route.useLoaderData();
  const title = event && localized(event, 'title').text;
  usePageMeta({ title: title ? r.pageTitle(title) : r.notFoundTitle, description: r.pageMetaDescription });
  const refused = useFormState(REGISTRATION_FORM);
  const sentFor = usePageData<string>(REGISTRATION_EVENT);
  if (!event || !title) return <EventNotFound />;
  return (
    <NarrowPage title={r.pageTitle(title)}>
      <p>{flowsCopy.events.dialogDescription}</p>
      <EventFacts event={{ ...event, title }} />
      {event.registrationOpen ? (
        <RegistrationPageForm key={event.id} event={{ id: event.id, title }} />
      ) : (
        <RegistrationClosed failure={sentFor === event.id ? refused?.failure : undefined} />
      )}
    </NarrowPage>
  );
}

/** No event has this address (the server answers it with 404). */
function EventNotFound() {
  return (
    <div className={`${p.container} ${p.centered}`}>
      <h1>{r.notFoundTitle}</h1>
      <p>{r.notFoundText}</p>
      <Link to="/events" className={s.link}>
        {r.allEvents}
      </Link>
    </div>
  );
}
