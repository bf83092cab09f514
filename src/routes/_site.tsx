import { createFileRoute, Outlet } from '@tanstack/react-router';
import { usePageMounted } from '../AppRoot';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';

/** The public site's frame: fixed navigation, the page, the footer. */
export const Route = createFileRoute('/_site')({
  component: SiteLayout,
});

function SiteLayout() {
  usePageMounted();
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
