// The Amharic counterpart of ../en/resourcesPage.ts.
import type { Widen } from '../../../contract/catalog';
import { resourcesMessages } from '../../../contract/messages/resources';

type En = typeof import('../en/resourcesPage');

export const resourcesPage: Widen<En['resourcesPage']> = {
  title: 'የመርጃ ሰነዶች ማዕከል',
  metaDescription: 'ለኢትዮጵያ የካሳቫ አርሶ አደሮች፣ አቀነባባሪዎችና ላኪዎች የጥናት ጽሑፎች፣ የእርሻ መመሪያዎች፣ የገበያ ሪፖርቶች፣ ጋዜጦች፣ ቅጾችና ሥልጠናዎች።',
  intro: 'ከማህበሩና ከአጋር ተቋማቱ የተዘጋጁ መመሪያዎች፣ ሪፖርቶች፣ ጥናቶችና ቅጾች።',
  filterLabel: 'መርጃዎችን በምድብ ያጣሩ',
  allHeading: 'ሁሉም መርጃዎች',
  resultsLabel: 'መርጃዎች',
  empty: resourcesMessages.empty,
  businessTitle: 'የካሳቫ የንግድ መርጃዎች',
  businessText: 'የማቀነባበሪያ ሥራ እየጀመሩ ነው ወይስ እያሳደጉ? የንግድ ዕቅድ ቅጻችንን ያውርዱና በራስዎ አሃዞች ይሙሉት።',
  businessDownload: 'የንግድ ዕቅድ ቅጹን ያውርዱ',
  partnerTitle: 'የምርምር አጋራችን',
  partnerLink: 'የአጋራችንን ድረ ገጽ ይጎብኙ',
  newTab: 'በአዲስ ትር ይከፈታል',
  socialTitle: 'ማህበራዊ ሚዲያችን',
  socialText: 'የሥልጠና ቀናትን፣ የገበያ ዋጋዎችንና ከጉባኤው የሚወጡ ዜናዎችን ለማግኘት ይከተሉን።',
  blogTitle: 'ከጽሑፎቻችን',
  blogText: 'የአርሶ አደሮችና የአቀነባባሪዎች ታሪኮች፣ ዜናዎችና የዝግጅት ዘገባዎች።',
  blogLink: 'ጽሑፎቹን ያንብቡ',
};
