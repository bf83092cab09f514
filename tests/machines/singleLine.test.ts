// Names, companies and titles are one line: a line break typed or pasted into one would start a line of its own in a
// staff mail ("Bcc: …") or a certificate. Messages and descriptions keep their lines.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactSchema } from '../../contract/contact';
import { EventFormSchema, RegistrationSchema } from '../../contract/events';
import { ApplicationSchema } from '../../contract/membership';

const forged = 'Mallory\r\nBcc: everyone@example.org\u0000\t\u2028x';

describe('one-line fields', () => {
  it('turn line breaks, tabs and control characters into a space, in every public form and the staff forms', () => {
    const contact = v.parse(ContactSchema, {
      name: forged,
      email: 'm@example.org',
      subject: 'Other',
      message: 'Line one\r\nLine two\u0007\n\tindented',
      organization: 'Evil\nCorp',
    });
    expect(contact.name).toBe('Mallory Bcc: everyone@example.org x');
    expect(contact.organization).toBe('Evil Corp');
    expect(contact.message).toBe('Line one\nLine two\n\tindented');
    const application = v.parse(ApplicationSchema, {
      firstName: forged,
      lastName: 'Bekele',
      email: 'a@example.org',
      phone: '+251 911 234 567',
      company: 'Farm\r\nTo: x',
      address: 'Kebele 04',
      city: 'Hawassa',
      membershipType: 'farmer',
      terms: true,
    });
    expect(application.firstName).toBe('Mallory Bcc: everyone@example.org x');
    expect(application.company).toBe('Farm To: x');
    const event = v.parse(EventFormSchema, {
      title: 'Assembly\nBcc: x',
      description: 'Day one\nDay two',
      date: '2027-05-01',
      location: 'ICT Park',
    });
    expect(event.title).toBe('Assembly Bcc: x');
    expect(event.description).toBe('Day one\nDay two');
    const registration = v.parse(RegistrationSchema, {
      firstName: 'Tesfaye',
      lastName: 'Alemu',
      email: 't@example.org',
      phone: '+251 911 234 567',
      organization: 'Co-op\nBcc: x',
      position: 'Chair',
      terms: true,
    });
    expect(registration.organization).toBe('Co-op Bcc: x');
  });
});
