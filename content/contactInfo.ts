// The association's contact details (footer, events and contact pages share them).
export const contactInfo = {
  address: 'ICT Park, Bole Sub-City, Addis Ababa, Ethiopia',
  postal: 'P.O. Box 1042, Addis Ababa',
  phone: '+251 11 555 0142',
  phoneHref: 'tel:+251115550142',
  email: 'info@cassava.org.et',
  eventsEmail: 'events@cassava.org.et',
  officeHours: 'Monday to Friday 8:30 AM to 5:30 PM',
};
