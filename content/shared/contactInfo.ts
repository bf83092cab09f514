// The association's phone and email addresses: the same on both languages' pages.
export const CONTACT_LINKS = {
  phone: '+251 11 555 0142',
  phoneHref: 'tel:+251115550142',
  email: 'info@cassava.org.et',
  eventsEmail: 'events@cassava.org.et',
};
