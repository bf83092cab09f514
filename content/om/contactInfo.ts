// The association's contact details in Afaan Oromoo (footer, events and contact pages share them).
import { CONTACT_LINKS } from '../shared/contactInfo';

export const contactInfo = {
  address: 'ICT Park, Kutaa Magaalaa Boolee, Finfinnee, Itoophiyaa',
  postal: 'Saanduqa Poostaa 1042, Finfinnee',
  ...CONTACT_LINKS,
  officeHours: "Wiixata hanga Jimaataatti, sa'aatii 2:30 ganama (08:30) hanga sa'aatii 11:30 guyyaa (17:30)",
};
