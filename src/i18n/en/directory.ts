// The member directory's and the certificate check's words: they load with those two pages only.
import { PLAN_TITLES } from '../../../contract/plans';

export const members = {
  title: 'Member Directory',
  metaDescription:
    'Find the farmers, processors, exporters and farm investors who are members of the Ethiopian Cassava Association, by name, plan or city.',
  intro: 'Members of the association who chose to be listed. Search by name, or choose a plan or a city.',
  searchLabel: 'Search by name',
  searchPlaceholder: 'Company or person',
  search: 'Search',
  planLabel: 'Plan',
  allPlans: 'All plans',
  cityLabel: 'City',
  allCities: 'All cities',
  plans: PLAN_TITLES,
  resultsLabel: 'Listed members',
  count: (total: number) => (total === 1 ? '1 member' : `${total} members`),
  loading: 'Loading members…',
  empty: 'No member matches this search. Try another name, or clear the search and filters.',
  emptyAll: 'No members are listed yet.',
  clear: 'Clear search and filters',
  failed: 'The member directory could not be loaded.',
  retry: 'Try again',
  pagesLabel: 'Pages of the directory',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
};

export const verify = {
  title: 'Certificate check',
  metaDescription: 'Check a membership certificate of the Ethiopian Cassava Association.',
  checking: 'Checking the certificate…',
  valid: 'VALID',
  expired: 'EXPIRED',
  notFound: 'NOT FOUND',
  validText: 'This membership certificate is valid.',
  expiredText: 'This membership has ended: the certificate is no longer valid.',
  notFoundText: 'No certificate has this address. Please check that it was copied in full.',
  name: 'Name',
  company: 'Company',
  plan: 'Plan',
  number: 'Member number',
  validUntil: 'Valid until',
  plans: PLAN_TITLES,
  failed: 'The certificate could not be checked.',
  retry: 'Try again',
};
