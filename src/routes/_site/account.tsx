// /account: the member's own page. Never pre-rendered (it is one person's data) and kept out of search engines.
import { createFileRoute } from '@tanstack/react-router';
import { useLinksOpenedHere } from '../../components/useLinksOpenedHere';
import { usePageMeta } from '../../components/usePageMeta';
import { accountCopy } from '../../i18n/account';
import { AccountView } from './-accountView';
import { PageHero } from './-sections';

const t = accountCopy;

export const Route = createFileRoute('/_site/account')({
  component: AccountPage,
});

function AccountPage() {
  usePageMeta({ title: t.title, description: t.metaDescription, robots: 'noindex' });
  return (
    <>
      <PageHero id="account-title" title={t.title} intro={t.intro} />
      <AccountView key={useLinksOpenedHere()} />
    </>
  );
}
