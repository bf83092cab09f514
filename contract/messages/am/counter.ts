import type { Widen } from '../../catalog';

export const counterMessages: Widen<typeof import('../counter').counterMessages> = {
  detailsMissing: 'እባክዎ የሰውየውን መረጃ ከባንክ ደረሰኙ ጋር ይላኩ።',
  detailsUnreadable: 'የሰውየው መረጃ ሊነበብ አልቻለም። እባክዎ እንደገና ይሞክሩ።',
  slipRequired: 'እባክዎ የተቃኘውን የባንክ ደረሰኝ ያያይዙ።',
  consentRequired: 'ሰውየው የአገልግሎት ውሉን አንብቦ መስማማቱን ያረጋግጡ።',
  checkInBoolean: '"አሁን ያስገቡ" እውነት ወይም ሐሰት መሆን አለበት።',
  langOneOf: 'ቋንቋው እንግሊዝኛ ወይም አማርኛ መሆን አለበት።',
  emailUnknown: 'በዚህ ኢሜይል ምንም ማመልከቻ፣ ምዝገባ ወይም አባል የለም።',
  alreadyRegistered: (status: string) => `ይህ ኢሜይል ለዚህ ዝግጅት አስቀድሞ ተመዝግቧል (${status})። የመግቢያ ትኬቱን እንደገና ለመላክ ወይም ሰውየውን ለማስገባት ምዝገባውን ይክፈቱ።`,
  registrationStatus: { confirmed: 'ተረጋግጧል', waitlisted: 'በተጠባባቂ ዝርዝር ላይ', cancelled: 'ተሰርዟል' },
  registrationCancelled: 'ይህ ምዝገባ ተሰርዟል፤ የሚላክ የመግቢያ ትኬት ወይም ተራ የለም።',
  eventOver: 'የዚህ ዝግጅት ቀን አልፏል፤ ለእሱ ምንም መላክም ሆነ መመዝገብ አይቻልም።',
  checkInNotToday: 'መግቢያ ማረጋገጫ የሚደረገው በዝግጅቱ ቀን ብቻ ነው። አሁን ይመዝግቧቸው፤ በዕለቱ በሩ ላይ ይረጋገጣሉ።',
};
