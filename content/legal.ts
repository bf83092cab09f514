// The first terms and privacy policy the association publishes (version 1 of each; the pages show them until the API
// answers, and the seed stores them with the Amharic in content/am/legal.ts). Admins publish later versions from the
// staff area's Privacy screen. The markup is the pages' own (contract/legal.ts): "## " a heading, "- " a list item, a
// blank line a new paragraph.
import { CONTACT_LINKS } from './shared/contactInfo';
import { builtInDocumentIn } from './shared/legal';

const { email, phone } = CONTACT_LINKS;

export const builtInTerms = {
  title: 'Terms and conditions',
  body: `These terms apply when you apply for membership of the Ethiopian Cassava Association, register for one of its events or write to it through this website. By ticking the box beside a form, you agree to them and to our privacy policy.

## Who we are
The Ethiopian Cassava Association is a national association of cassava farmers, processors, exporters and farm investors. Its office is at ICT Park, Bole Sub-City, Addis Ababa (P.O. Box 1042). You can reach it at ${email} or ${phone}.

## Membership
- Send true and complete details. The office checks each application and the bank receipt of the membership fee before it approves it.
- Membership starts on the day the office approves it and lasts one year. It is renewed from "My membership" on this site.
- The office may refuse an application, and says why in its mail. A fee paid for an application that is refused is paid back.
- A member who asks to be listed appears in the public member directory with their company, name and city; the listing can be removed at any time.

## Events
- A registration holds a seat for the people it names. If you cannot come, cancel it with the link in your confirmation mail so that someone on the waiting list gets the seat.
- Your ticket is personal: show it at the door, on your phone or printed.
- The association may change an event's time or place, and tells every registered person by mail.

## Use of the website
Do not send anything unlawful, false or that belongs to someone else. The content of the site (texts, guides, reports) is the association's; you may share it for non-commercial use if you name the association.

## Changes to these terms
When the terms change, the new version is published here with its date and number. The version you agreed to stays on record with your application or registration.

## Law
These terms are governed by the laws of the Federal Democratic Republic of Ethiopia.`,
};

export const builtInPrivacy = {
  title: 'Privacy policy',
  body: `The Ethiopian Cassava Association keeps the personal data you give it through this website as Ethiopia's Personal Data Protection Proclamation No. 1321/2024 requires. This policy says what we keep, why, for how long, who sees it, and how you use your rights.

## Who is responsible
The Ethiopian Cassava Association, ICT Park, Bole Sub-City, Addis Ababa, P.O. Box 1042. Write to ${email} or call ${phone} about anything in this policy.

## What we keep
- Membership applications: your first and last name, email, phone, company, address, city, plan, your message and whether you want to be in the member directory.
- Bank receipts: the image or PDF of the bank slip of your fee.
- Member records: your member number, plan, the dates of your membership and your payment acknowledgements (number and amount).
- Event registrations: your name, email, phone, organization, position, attendees, dietary and other needs, your ticket and when it was checked in at the door.
- Contact messages: your name, email, phone, organization and what you wrote.
- The mails we send you, and the sign-ins to "My membership".
- With each application, registration and message: which version of these documents you were shown and when.

We count page views without cookies and without keeping your IP address.

## Why we keep it
- To review your application and run your membership (your consent, and the membership you ask for).
- To hold your seat at an event, send your ticket and check you in.
- To answer your message.
- To keep the association's accounts: payment acknowledgements are accounting records.

We do not sell your data and do not use it for advertising.

## Who sees it
Only the association's staff who handle applications, events and messages, each signed in with their own account; every change they make is recorded. The public member directory shows only members who asked to be listed, and only their company, name and city. Mail goes out through our mail provider. We do not give your data to anyone else unless an Ethiopian law requires it.

## How long we keep it
- Members: for as long as you are a member, and the payment acknowledgements for as long as accounting law requires.
- People who never became members: receipts, applications and contact messages are erased 2 years after they came. The office can set a different period; this page always shows the one in force.
- Event registrations: for the association's records of its events; you can ask for yours to be erased.

## Your rights
Under Proclamation No. 1321/2024 you have the right to:
- know what we hold about you and get a copy (access);
- have it corrected (rectification);
- have it erased (erasure); what the accounts must keep, such as the number and amount of a payment acknowledgement, is kept without your name;
- get it as a file to take elsewhere (portability);
- withdraw your consent at any time, for what comes after.

## How to ask
Write to ${email} from the address you used, or come to the office (Monday to Friday 8:30 AM to 5:30 PM). Say what you want: a copy, a correction, or erasure. We answer within 30 days. If you are not satisfied with our answer, you may complain to the Ethiopian Communications Authority, which oversees personal data protection.

## Changes to this policy
When it changes, the new version is published here with its date and number; the version you were shown stays on record with what you sent.`,
};

/** The first text of a document as the pages show it until the API answers (the pre-render, an offline phone). */
export const builtInDocument = builtInDocumentIn(builtInTerms, builtInPrivacy);
