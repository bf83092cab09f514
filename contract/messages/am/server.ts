// The Amharic texts of the errors only the server says: the same keys as contract/messages/server.ts.
import type { Widen } from '../../catalog';
import type { serverMessages as english } from '../server';

export const serverMessages: Widen<typeof english> = {
  notFound: (thing: string) => `${thing} አልተገኘም።`,
  things: {
    item: 'የጠየቁት ነገር',
    event: 'ዝግጅቱ',
    application: 'ማመልከቻው',
    message: 'መልእክቱ',
    user: 'ተጠቃሚው',
    post: 'ጽሑፉ',
    resource: 'መርጃው',
    member: 'አባሉ',
    invitation: 'ግብዣው',
  },
  noEndpoint: 'የጠየቁት አድራሻ የለም።',
  unstorable: 'ይህ ጽሑፍ ሊቀመጥ የማይችል ምልክት ይዟል። እባክዎ ያስተካክሉትና እንደገና ይላኩ።',
  notAnObject: 'የተላከው መረጃ ትክክለኛ ቅርጽ የለውም።',
  receiptNotMultipart: 'እባክዎ ደረሰኙን በማመልከቻው ቅጽ በኩል ይጫኑ።',
  invalidMultipart: 'የተላከው ፋይል ሊነበብ አልቻለም። እባክዎ እንደገና ይሞክሩ።',
  receiptEmpty: 'የደረሰኙ ፋይል ባዶ ነው። እባክዎ ሌላ ፋይል ይምረጡ።',
  applicationIdRequired: 'ደረሰኙ የየትኛው ማመልከቻ እንደሆነ አልተገለጸም።',
  noReceipt: 'ለዚህ ማመልከቻ እስካሁን ምንም ደረሰኝ አልተጫነም።',
  selfDelete: 'የራስዎን መለያ መሰረዝ አይችሉም።',
  selfDemote: 'የራስዎን የአስተዳዳሪነት ሚና ማንሳት ወይም መለያዎን ማቦዘን አይችሉም።',
  lastAdmin: 'ይህ የመጨረሻው ንቁ አስተዳዳሪ ነው፤ መጀመሪያ ሌላ አስተዳዳሪ ንቁ ያድርጉ።',
  listFormat: 'የሚወርደው ዝርዝር ቅርጽ CSV ወይም JSON መሆን አለበት።',
  exportTooLarge: (max: number) => `የሚወርደው ዝርዝር ከ${max} ረድፎች በላይ አለው፤ እባክዎ በፍለጋ ያሳንሱት።`,
  statusOneOf: (allowed: string) => `ሁኔታው ከእነዚህ አንዱ መሆን አለበት፦ ${allowed}።`,
  eventIdInvalid: 'የዝግጅቱ ቁጥር ትክክል አይደለም።',
  formUnreadable: 'የቅጹ መረጃ ሊነበብ አልቻለም።',
  textNotFile: 'እዚህ ጽሑፍ ይጻፉ እንጂ ፋይል አይላኩ።',
  resourceMediaType: 'እባክዎ መርጃውን በቅጹ በኩል ይላኩ።',
  crossSiteView: 'የገጽ ዕይታዎች የሚቆጠሩት ከዚህ ድረ ገጽ ብቻ ነው።',
  endBeforeStart: 'የሚያበቃበት ቀን አባልነቱ ከጀመረበት ቀን በፊት ሊሆን አይችልም።',
  certificateNotFound: 'ይህ ኮድ ያለው የምስክር ወረቀት አልተገኘም። ኮዱ በሙሉ መቃኘቱን ያረጋግጡ፣ ወይም አባሉን የአሁኑን የምስክር ወረቀታቸውን ይጠይቁ።',
};
