// The Amharic counterpart of ../en/aboutPage.ts.
import type { Widen } from '../../../contract/catalog';

type En = typeof import('../en/aboutPage');

export const aboutPage: Widen<En['aboutPage']> = {
  title: 'ስለ እኛ',
  metaDescription: 'የኢትዮጵያ ካሳቫ ማህበር ተልዕኮ፣ ራዕይ፣ ታሪክ፣ ስኬቶችና ያመጣው ለውጥ፣ እንዲሁም ማህበሩን የሚመራው የአመራር ቡድን።',
  intro: 'በኢትዮጵያ ካሳቫ ለሚያመርቱ፣ ለሚያቀነባብሩ፣ ማሽን ለሚሠሩለት ወይም ለሚነግዱበት ሁሉ የተቋቋመ፣ በአባላቱ የተያዘ ብሔራዊ ማህበር።',
  mission: 'ተልዕኳችን',
  vision: 'ራዕያችን',
  establishment: 'የማህበሩ አመሠራረት',
  achievements: 'ያስመዘገብናቸው ስኬቶች',
  impact: 'ያመጣነው ለውጥ',
  machinery: 'በሀገር ውስጥ ያደገ የማሽን ኢንዱስትሪ',
  leadership: 'የአመራር ቡድን',
  groupPhoto: 'አባሎቻችን',
  groupCaption: 'በዓመታዊ ጠቅላላ ጉባኤው ላይ የተገኙ አባላት፣ አይሲቲ ፓርክ፣ አዲስ አበባ።',
  groupPhotoAlt: 'በአይሲቲ ፓርክ በዓመታዊ ጠቅላላ ጉባኤው ሰንደቅ ሥር በሁለት ረድፍ የቆሙ የማህበሩ አባላት',
};
