// The association's contact details (footer, events and contact pages share them).
import { CONTACT_LINKS } from './shared/contactInfo';

export const contactInfo = {
  address: 'ICT Park, Bole Sub-City, Addis Ababa, Ethiopia',
  postal: 'P.O. Box 1042, Addis Ababa',
  ...CONTACT_LINKS,
  officeHours: 'Monday to Friday 8:30 AM to 5:30 PM',
};
