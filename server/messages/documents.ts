// The English words of the PDFs a member downloads from /account: the certificate of membership and the payment
// acknowledgement (server/messages/am/documents.ts says the same in Amharic). server/platform/documents.ts lays them out.

import { toEthiopian } from '../../contract/dateParts';
import { ETHIOPIAN_MONTHS, longDate } from '../../contract/dates';
import { planTitle } from '../../contract/plans';
import { SITE_NAME } from '../../contract/site';

/** The address printed under the association's name, as the mails sign it. */
const ADDRESS = 'ICT Park, Bole Sub-City, Addis Ababa, Ethiopia · info@cassava.org.et · +251 11 555 0142';

/** "27 Nehase 2018 E.C.": the Ethiopian date under the Gregorian one. */
const ethiopian = (day: string) => {
  const { year, month, day: d } = toEthiopian(day);
  return `${d} ${ETHIOPIAN_MONTHS[month - 1]} ${year} E.C.`;
};

export const documentWords = {
  org: SITE_NAME,
  address: ADDRESS,
  /** A day as two lines: the one readers of this language use first, the other calendar beneath. */
  day: (day: string): [string, string] => [longDate(day), ethiopian(day)],
  plan: (type: string) => planTitle(type),
  birr: (amount: number) => `${amount.toLocaleString('en-US')} Birr`,

  certificate: {
    title: 'Certificate of membership',
    /** Before the member's name. */
    certifies: 'This is to certify that',
    /** After the name and company. */
    isMember: (plan: string) => `is a ${plan} member of the ${SITE_NAME}.`,
    number: 'Member number',
    plan: 'Membership type',
    validFrom: 'Valid from',
    validUntil: 'Valid until',
    issued: (day: string) => `Issued on ${longDate(day)}`,
    scan: 'Scan to check this certificate',
    /** The PDF's metadata. */
    subject: (number: string) => `Certificate of membership ${number}`,
  },

  acknowledgement: {
    title: 'Payment acknowledgement',
    thanks: `We acknowledge with thanks the membership payment below to the ${SITE_NAME}.`,
    receivedFrom: 'Received from',
    number: 'Member number',
    amount: 'Amount',
    plan: 'Membership type',
    period: 'Membership period',
    periodText: (from: string, until: string) => `${longDate(from)} to ${longDate(until)}`,
    periodEthiopian: (from: string, until: string) => `${ethiopian(from)} to ${ethiopian(until)}`,
    approved: 'Approved on',
    printed: (day: string) => `Printed on ${longDate(day)}`,
    footer: 'This acknowledgement was issued by the association when staff approved the payment.',
  },

  badges: {
    /** The PDF's title (metadata). */
    title: (event: string) => `Name badges: ${event}`,
  },
};

export type DocumentWords = typeof documentWords;
