// Entry point of the event registration flow (issue 4 implements the dialog behind it).
import type { PublicEvent } from '../../../contract/events';
import { Button } from '../../components/Button';

export function RegisterButton({
  event,
  label,
}: {
  event: Pick<PublicEvent, 'id' | 'title' | 'date' | 'time' | 'location'>;
  label: string;
}) {
  return (
    <Button tone="primary" data-event-id={event.id}>
      {label}
    </Button>
  );
}
