import { createFileRoute, type SearchSchemaInput, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { CheckInView, rememberedEvent } from '../../admin/screens/checkIn';
import { uuidParam } from '../../searchParams';

// `?event=<id>`: the event at the door; a value that is not an event id is dropped.
const search = (s: { event?: string } & SearchSchemaInput): { event?: string } => {
  const event = uuidParam(s.event);
  return event ? { event } : {};
};

export const Route = createFileRoute('/admin/check-in')({
  validateSearch: search,
  component: CheckInScreen,
});

function CheckInScreen() {
  const { event } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  // Without an event in the address, the one this phone last used.
  useEffect(() => {
    const remembered = event ? null : rememberedEvent();
    if (remembered && uuidParam(remembered)) void navigate({ search: { event: remembered }, replace: true });
  }, [event, navigate]);
  return <CheckInView eventId={event} onPick={(id) => navigate({ search: { event: id } })} />;
}
