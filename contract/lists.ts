// The fixed lists that route definitions read (search filters, plan addresses). Route definitions are in every page's
// first view, so these live apart from the request schemas beside them (content.ts, membership.ts, assembly.ts), whose
// schemas would bring the validation messages and most of valibot into every page.

/** The public blog filter buttons (docs/product-rules.md, "Fixed lists"). */
export const BLOG_FILTERS = ['all', 'events', 'news', 'upcoming', 'stories', 'resources'] as const;
export type BlogFilter = (typeof BLOG_FILTERS)[number];

/**
 * The resources page's filter buttons: three groups that each narrow about a dozen resources to a handful (a button
 * for each category matched one or none).
 */
export const RESOURCE_GROUPS = {
  guides: ['farming-guides', 'business-resources', 'financial-resources', 'training', 'products'],
  research: ['research-papers', 'market-reports', 'industry-reports', 'policy-documents'],
  publications: ['newsletters', 'books', 'partnerships', 'blog', 'gallery'],
} as const;
export type ResourceGroup = keyof typeof RESOURCE_GROUPS;
export const RESOURCE_BUTTONS = ['all', 'guides', 'research', 'publications'] as const;

/**
 * Every `?category=` the resources page takes: the buttons' groups, and each category on its own (the footer's and the
 * handbook's links, addresses people kept).
 */
export const RESOURCE_FILTERS = [
  'all',
  'guides',
  'research',
  'publications',
  'business-resources',
  'books',
  'policy-documents',
  'industry-reports',
  'financial-resources',
  'farming-guides',
  'market-reports',
  'products',
  'partnerships',
  'training',
  'research-papers',
  'newsletters',
] as const;
export type ResourceFilter = (typeof RESOURCE_FILTERS)[number];

/** Whether a resource of `category` is shown under `filter`: all, its group, or its own category. */
export function matchesResourceFilter(category: string, filter: ResourceFilter): boolean {
  if (filter === 'all') return true;
  if (filter in RESOURCE_GROUPS) return (RESOURCE_GROUPS[filter as ResourceGroup] as readonly string[]).includes(category);
  return category === filter;
}

export const PLAN_IDS = ['farmer', 'processor', 'exporter'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** The farm investor application (Register Now under extra benefits) uses its own type. */
export const MEMBERSHIP_TYPES = [...PLAN_IDS, 'farm-investor'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

/** What a registration is: holding its seats, queued for seats, or cancelled (its seats freed). */
export const REGISTRATION_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** The staff list's status filter: the three statuses, and the confirmed registrations already checked in. */
export const REGISTRATION_FILTERS = ['all', ...REGISTRATION_STATUSES, 'checkedIn'] as const;
export type RegistrationFilter = (typeof REGISTRATION_FILTERS)[number];

/** A row id as the address carries it: a UUID, in either case. (The schema of one is UuidSchema, contract/validators.ts.) */
export const UUID_PATTERN = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/iu;

/** The contact form's subjects (the form sends the English subject itself) and who is writing. */
export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Membership Information',
  'Event Registration',
  'Partnership Opportunities',
  'Technical Support',
  'Other',
] as const;
export const CONTACT_TYPES = ['individual', 'organization'] as const;
