import type { Widen } from '../../catalog';

export const eventsMessages: Widen<typeof import('../events').eventsMessages> = {
  registrationFailed: 'ምዝገባው አልተሳካም። እባክዎ እንደገና ይሞክሩ።',
  eventNotFound: 'ይህ ዝግጅት የለም ወይም ከአሁን በኋላ አይገኝም።',
  alreadyRegistered: 'ይህ ኢሜይል ለዚህ ዝግጅት አስቀድሞ ተመዝግቧል።',
  eventPast: 'የዚህ ዝግጅት ምዝገባ ተዘግቷል፦ ዝግጅቱ ተካሂዷል።',
  deleteConfirm: 'ይህን ዝግጅት መሰረዝ እንደሚፈልጉ እርግጠኛ ነዎት?',
};
