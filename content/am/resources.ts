// The built-in resources in Amharic (same ids, files and links as the English), and the resources and blog panels.
import type { Resource } from '../../contract/content';
import { BOOK_LINKS, builtInResourcesIn, businessTemplate, PARTNER_HREF } from '../shared/resources';

const HANDBOOK_TITLE = 'ካሳቫ በኢትዮጵያ፦ ከማሳ እስከ ፋብሪካ';

export const builtInResources: Resource[] = builtInResourcesIn({
  'cassava-variety-trials-south': {
    title: 'ለደቡብ ኢትዮጵያ የተሻሻሉ የካሳቫ ዝርያዎች፦ የሙከራ ውጤቶች',
    description: 'በወላይታ፣ በሲዳማና በጋሞ ለ3 የምርት ወቅቶች የተሞከሩ 6 የተሻሻሉ ዝርያዎች የምርት መጠን፣ የደረቅ ይዘትና በሽታን የመቋቋም ውጤቶች።',
  },
  'cyanide-processing-study': {
    title: 'በካሳቫ ዱቄት ውስጥ ያለውን ሳያናይድ መቀነስ፦ የማቀነባበር ጥናት',
    description: 'የመዘፍዘፍ፣ የመፈቅፈቅ፣ የማብላላትና የማድረቅ ጊዜ በአነስተኛ አቀነባባሪዎች በሚዘጋጅ ዱቄት ውስጥ ባለው የሳያናይድ መጠን ላይ የሚያሳድሩት ተጽዕኖ።',
  },
  'planting-guide': {
    title: 'ለአነስተኛ አርሶ አደሮች የካሳቫ አተካከል መመሪያ',
    description: 'ግንድ መምረጥና መቁረጥ፣ የአተካከል ርቀት፣ ከበቆሎና ከቦሎቄ ጋር ማሰባጠር፣ የአረም ቁጥጥር ጊዜ ሰሌዳና የምርት መሰብሰቢያ ጊዜ፣ በሥዕል ደረጃ በደረጃ የቀረበ።',
  },
  'clean-cuttings-guide': {
    title: 'ከበሽታ ነፃ የመትከያ ግንድ ማዘጋጀት፦ ለችግኝ ጣቢያዎች የተዘጋጀ መመሪያ',
    description: 'ማሳያ እርሻዎችና የማህበረሰብ ችግኝ ጣቢያዎች ከበሽታ ነፃ የመትከያ ግንድ እንዴት እንደሚያባዙ፣ እንዲሁም በበሽታ የተጠቁ ተክሎችን እንዴት ነቅሎ ማስወገድ እንደሚቻል።',
  },
  'market-report-2018': {
    title: 'የ2018 ዓ.ም. የካሳቫ ገበያ ሪፖርት',
    description: 'የትኩስ ሥር፣ የደረቅ ቁርጥራጭ፣ የዱቄትና የስታርች ዋጋ በየክልሉ፤ የአቀነባባሪዎች ፍላጎት፤ ከውጭ የሚገቡ ምርቶችን በሀገር ውስጥ ምርት የመተካት ዕድሎች።',
  },
  'newsletter-meskerem-2019': {
    title: 'የአባላት ጋዜጣ፣ መስከረም 2019 ዓ.ም.',
    description: 'የጉባኤው ውጤቶች፣ አዲሱ የዱቄት ደረጃ፣ የወቅቱ የሥልጠና ቀናትና ስለ አሶሳ ሴቶች የዱቄት ቡድን አጭር መግለጫ።',
  },
  'business-plan-template': {
    title: 'የካሳቫ ማቀነባበሪያ የንግድ ዕቅድ ቅጽ',
    description: 'ለአነስተኛ የዱቄት ወይም የደረቅ ቁርጥራጭ ፋብሪካ የሚሞላ ቅጽ፦ ኢንቨስትመንት፣ የሥራ ማስኬጃ ወጪ፣ የሥር አቅርቦት፣ ሽያጭና የገንዘብ ፍሰት።',
  },
  'cassava-handbook': {
    title: HANDBOOK_TITLE,
    description: 'በመላው የእሴት ሰንሰለት ላይ የተዘጋጀ የማህበሩ መመሪያ መጽሐፍ፦ የእርሻ ሥራ፣ አቀነባበር፣ ምርቶች፣ ገበያና ፖሊሲ።',
  },
  'policy-brief-import-substitution': {
    title: 'የፖሊሲ ማጠቃለያ፦ የካሳቫ ስታርችና ከውጭ የሚገቡ ምርቶችን መተካት',
    description: 'በሀገር ውስጥ የሚመረት የካሳቫ ስታርች ለጨርቃ ጨርቅ፣ ለወረቀትና ለምግብ ኢንዱስትሪዎች ከውጭ የሚገባውን ስታርች ለምን ሊተካ እንደሚችል፣ እንዲሁም የትኛው ፖሊሲ እንደሚያግዝ።',
  },
  'machinery-industry-report': {
    title: 'በኢትዮጵያ የካሳቫ ማሽን ማምረት ዘርፍ',
    description: 'የካሳቫ ማቀነባበሪያ ማሽኖችን 75% በሀገር ውስጥ የሚያመርቱና 461 ሰዎችን የቀጠሩ የማሽን አምራቾች ፎቶግራፎችና መግለጫዎች።',
  },
  'finance-guide': {
    title: 'ለካሳቫ ድርጅትዎ ገንዘብ ማግኘት',
    description: 'ከባንኮችና ከብድርና ቁጠባ ተቋማት የሚገኙ የብድር ዓይነቶች፣ የግብዓት ብድር፣ የማሽን ኪራይ፣ እንዲሁም ባንኮች የሚቀበሉት የንግድ ዕቅድ እንዴት እንደሚዘጋጅ።',
  },
  'processing-training-certificate': {
    title: 'የምስክር ወረቀት ሥልጠና፦ ደኅንነቱ የተጠበቀ የካሳቫ አቀነባበር',
    description: 'ለአቀነባባሪ ድርጅቶች ሠራተኞች በንጽሕና፣ በሳያናይድ ቅነሳ፣ በማድረቅና በማሸግ ላይ የሚሰጥ የ5 ቀናት ሥልጠና፤ ሲያጠናቅቁ የምስክር ወረቀት ይሰጣል።',
  },
});

/** The Cassava Business Resources panel's template. */
export { businessTemplate };

/** The partner panel's external link. */
export const partner = {
  name: 'ዓለም አቀፍ የሐሩር ክልል ግብርና ኢንስቲትዩት (IITA)',
  href: PARTNER_HREF,
  text: 'በመላው አፍሪካ በካሳቫ ዝርያዎች፣ በበሽታ ቁጥጥርና በአቀነባበር ላይ የተሠሩ ምርምሮች፤ ለአባላታችን ተደራሽ ናቸው።',
};

/** The book promo on the blog. */
export const book = {
  title: HANDBOOK_TITLE,
  text: 'አዲሱ መመሪያ መጽሐፋችን የአርሶ አደሮችን፣ የአቀነባባሪዎችንና የተመራማሪዎችን የ10 ዓመታት ልምድ አሰባስቧል፦ ስለ ዝርያዎች፣ የእርሻ ሥራ፣ አቀነባበር፣ ምርቶች፣ ገበያና ፖሊሲ 240 ገጾች። መጽሐፉ በእንግሊዝኛ የተጻፈ ሲሆን የአማርኛ የቃላት መፍቻ አለው።',
  ...BOOK_LINKS,
};
