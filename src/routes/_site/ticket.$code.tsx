import { createFileRoute } from '@tanstack/react-router';
import { NarrowPage } from '../../assembly/NarrowPage';
import { type TicketPageData, TicketView } from '../../assembly/TicketView';
import { usePageMeta } from '../../components/usePageMeta';
import { ticketCopy as t } from '../../i18n/assembly';
import { usePageData } from '../../pageState';

/** A ticket (the link in its email): the QR code to show at the door. Kept out of search engines; works offline once opened. */
export const Route = createFileRoute('/_site/ticket/$code')({
  component: TicketPage,
});

function TicketPage() {
  const { code } = Route.useParams();
  const given = usePageData<TicketPageData>('ticket');
  usePageMeta({ title: t.title, description: t.metaDescription, robots: 'noindex' });
  return (
    <NarrowPage title={t.title} confirms={given?.code === code && given.registered === true}>
      <TicketView key={code} code={code} />
    </NarrowPage>
  );
}
