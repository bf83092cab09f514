import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import * as v from 'valibot';
import { UuidSchema } from '../../../contract/lists';
import { CheckInView, rememberedEvent } from '../../admin/screens/checkIn';

// `?event=<id>`: the event at the door; a value that is not an event id is dropped.
const search = v.object({ event: v.optional(v.fallback(v.optional(UuidSchema), undefined)) });

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
    if (remembered && v.is(UuidSchema, remembered)) void navigate({ search: { event: remembered }, replace: true });
  }, [event, navigate]);
  return <CheckInView eventId={event} onPick={(id) => navigate({ search: { event: id } })} />;
}
