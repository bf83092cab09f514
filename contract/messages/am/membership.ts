import type { Widen } from '../../catalog';

export const membershipMessages: Widen<typeof import('../membership').membershipMessages> = {
  applicationFailed: 'ማመልከቻው አልተላከም። እባክዎ እንደገና ይሞክሩ።',
  applicationFailedShort: 'ማመልከቻው አልተላከም',
  fetchApplicationsFailed: 'ማመልከቻዎችን ማምጣት አልተቻለም',
  receiptWrongType: 'እባክዎ JPG፣ PNG ወይም PDF ፋይል ይጫኑ',
  receiptTooLarge: 'የፋይሉ መጠን ከ5 ሜጋባይት በታች መሆን አለበት',
  receiptMissing: 'እባክዎ መጀመሪያ የደረሰኝ ፋይል ይምረጡ',
  receiptFailed: 'ደረሰኙን መጫን አልተሳካም። እባክዎ እንደገና ይሞክሩ።',
  receiptSuccess: 'ደረሰኙ በተሳካ ሁኔታ ተጭኗል! ማመልከቻዎ አሁን ተጠናቋል።',
  applicationNotFound: 'ያንን ማመልከቻ ማግኘት አልቻልንም።',
  receiptDecided: 'በዚህ ማመልከቻ ላይ አስቀድሞ ውሳኔ ተሰጥቷል፤ ስለዚህ ተጨማሪ ደረሰኝ ሊጨመርበት አይችልም። ደረሰኝ መላክ ካስፈለገዎ እባክዎ ቢሯችንን ያግኙ።',
  receiptDailyLimit: 'ዛሬ ከእርስዎ ግንኙነት መቀበል የምንችለውን ያህል ጭነዋል። እባክዎ ነገ እንደገና ይሞክሩ።',
  receiptBusy: 'አሁን ብዙ ደረሰኞች እየደረሱን ነው። እባክዎ ጥቂት ሰከንዶች ቆይተው እንደገና ይሞክሩ።',
  receiptInterrupted: 'መጫኑ ተቋርጧል። እባክዎ እንደገና ይሞክሩ።',
  applicationDecided: 'በዚህ ማመልከቻ ላይ አስቀድሞ ውሳኔ ተሰጥቷል። ውሳኔውን ለመቀየር መጀመሪያ ምክንያቱን ጽፈው ውሳኔውን ይሻሩ።',
  applicationNotDecided: 'በዚህ ማመልከቻ ላይ ገና ውሳኔ አልተሰጠም፤ የሚሻር ውሳኔ የለም።',
};
