import { createFileRoute } from '@tanstack/react-router';
import { NarrowPage } from '../../assembly/NarrowPage';
import { TicketView } from '../../assembly/TicketView';
import { usePageMeta } from '../../components/usePageMeta';
import { ticketCopy as t } from '../../i18n/assembly';

/** A ticket (the link in its email): the QR code to show at the door. Kept out of search engines; works offline once opened. */
export const Route = createFileRoute('/_site/ticket/$code')({
  component: TicketPage,
});

function TicketPage() {
  const { code } = Route.useParams();
  usePageMeta({ title: t.title, description: t.metaDescription, robots: 'noindex' });
  return (
    <NarrowPage title={t.title}>
      <TicketView key={code} code={code} />
    </NarrowPage>
  );
}
