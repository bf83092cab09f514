import type { Widen } from '../../catalog';

export const accountMessages: Widen<typeof import('../account').accountMessages> = {
  linkSent: 'ይህን ኢሜይል የምናውቀው ከሆነ፣ የመግቢያ አገናኝ ልከንልዎታል።',
  linkUsed: 'ይህ የመግቢያ አገናኝ አስቀድሞ ጥቅም ላይ ውሏል። እባክዎ አዲስ ይጠይቁ።',
  linkExpired: 'የዚህ የመግቢያ አገናኝ ጊዜ አልፏል። እባክዎ አዲስ ይጠይቁ።',
  linkInvalid: 'ይህ የመግቢያ አገናኝ ትክክል አይደለም። እባክዎ አዲስ ይጠይቁ።',
  tooManyLinks: 'ከዚህ ግንኙነት ብዙ የመግቢያ አገናኞች ተጠይቀዋል። እባክዎ 15 ደቂቃ ቆይተው እንደገና ይጠይቁ።',
  notSignedIn: 'እባክዎ ወደ ኢሜይልዎ የላክነውን የመግቢያ አገናኝ ይክፈቱ፣ ወይም አዲስ ይጠይቁ።',
  noMember: 'ለዚህ ኢሜይል እስካሁን አባልነት የለም።',
  noPayment: 'ለአባልነትዎ በዚህ ቁጥር የክፍያ ማረጋገጫ የለም።',
  noMemberToRenew: 'ለዚህ ኢሜይል የሚታደስ አባልነት የለም። እባክዎ በምትኩ ለአባልነት ያመልክቱ።',
};
