import type { Widen } from '../../catalog';

export const eventsMessages: Widen<typeof import('../events').eventsMessages> = {
  registrationFailed: 'ምዝገባው አልተሳካም። እባክዎ እንደገና ይሞክሩ።',
  eventNotFound: 'ይህ ዝግጅት የለም ወይም ከአሁን በኋላ አይገኝም።',
  tooManySeats: 'ከእርስዎ የኢንተርኔት ግንኙነት ለዚህ ዝግጅት ብዙ ቦታዎች ተይዘዋል። ተጨማሪ ሰዎችን ለማስመዝገብ እባክዎ ቢሯችንን ያነጋግሩ፦ info@cassava.org.et ወይም +251 11 555 0142።',
  eventPast: 'የዚህ ዝግጅት ምዝገባ ተዘግቷል፦ ዝግጅቱ ተካሂዷል።',
  deleteConfirm: 'ይህን ዝግጅት መሰረዝ እንደሚፈልጉ እርግጠኛ ነዎት?',
  registrationClosed: 'የዚህ ዝግጅት ምዝገባ ተዘግቷል።',
  cancelLinkInvalid: 'ይህ የመሰረዣ አገናኝ አይሰራም። እባክዎ ስለዚህ ዝግጅት በደረስዎ የመጨረሻ ኢሜይል ውስጥ ያለውን አገናኝ ይጠቀሙ።',
  alreadyCancelled: 'ይህ ምዝገባ አስቀድሞ ተሰርዟል።',
  cannotCancelPast: 'ዝግጅቱ ስለተካሄደ ምዝገባውን ከአሁን በኋላ መሰረዝ አይቻልም።',
  cannotCancelCheckedIn: 'መግቢያዎ አስቀድሞ ስለተረጋገጠ ምዝገባውን ከአሁን በኋላ መሰረዝ አይቻልም።',
  registrationNotFound: 'ይህ ምዝገባ የለም።',
  ticketNotFound: 'ይህ ኮድ ያለው የመግቢያ ትኬት የለም። እባክዎ ኮዱን አረጋግጠው እንደገና ይሞክሩ።',
  notWaitlisted: 'ቦታ ሊሰጠው የሚችለው በተጠባባቂ ዝርዝር ላይ ያለ ምዝገባ ብቻ ነው።',
  checkIn: {
    unknownCode: 'ያልታወቀ ኮድ፦ ይህ ኮድ ያለው የመግቢያ ትኬት የለም።',
    malformedCode: 'ይህ የመግቢያ ትኬት ኮድ አይደለም፦ ኮዱ እንደ K7QF-2M9X-HB4R-T8WZ ያሉ 16 ፊደላትና ቁጥሮች አሉት።',
    scannedInFuture: 'የተቃኘበት ሰዓት ገና ያልደረሰ ነው። እባክዎ የዚህን ስልክ ሰዓት ያረጋግጡ።',
    scannedBeforeList: 'የተቃኘበት ሰዓት ይህ ስልክ የመግቢያ ትኬቶችን ዝርዝር ከጫነበት ሰዓት በፊት ነው። እባክዎ የዚህን ስልክ ሰዓት ያረጋግጡ።',
    scannedOutsideEvent: 'የተቃኘበት ሰዓት በዚህ ዝግጅት ቀን አካባቢ አይደለም (ቅኝቶች የሚቀበሉት ከዝግጅቱ አንድ ቀን በፊት እስከ አንድ ቀን በኋላ ነው)። እባክዎ የዚህን ስልክ ሰዓት ያረጋግጡ።',
    alreadyCheckedIn: 'መግቢያው አስቀድሞ ተረጋግጧል።',
    cancelled: 'ይህ ምዝገባ ተሰርዟል።',
    waitlisted: 'ይህ ምዝገባ በተጠባባቂ ዝርዝር ላይ ነው፤ ቦታ የለውም።',
    otherEvent: 'ይህ የመግቢያ ትኬት የሌላ ዝግጅት ነው።',
  },
};
