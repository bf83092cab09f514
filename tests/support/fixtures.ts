// Request bodies the API accepts, for tests that need one and change a field or two.

/** A membership application that passes the contract's schema. */
export const validApplication = (over: Record<string, unknown> = {}) => ({
  firstName: 'Abebe',
  lastName: 'Kebede',
  email: 'abebe@example.org',
  phone: '+251 911 000 000',
  company: 'Kebede Farms',
  address: 'Kebele 04',
  city: 'Adama',
  membershipType: 'farmer',
  message: '',
  terms: true,
  ...over,
});

/** An event registration that passes the contract's schema, for `email`. */
export const validRegistration = (email: string, over: Record<string, unknown> = {}) => ({
  firstName: 'Kebede',
  lastName: 'Alemu',
  email,
  phone: '0911 223 344',
  organization: 'Org',
  position: 'Chair',
  attendees: '1',
  dietaryRequirements: 'none',
  specialRequirements: '',
  terms: true,
  ...over,
});
