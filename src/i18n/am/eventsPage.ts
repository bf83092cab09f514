// The Amharic counterpart of ../en/eventsPage.ts.
import type { SponsorLevel } from '../../../content/sponsors';
import type { Widen } from '../../../contract/catalog';
import { labels } from '../../../contract/labels';

type En = typeof import('../en/eventsPage');

export const eventsPage: Widen<En['eventsPage']> = {
  title: 'ዝግጅቶች',
  metaDescription: 'የኢትዮጵያ ካሳቫ ማህበር ዓመታዊ ጠቅላላ ጉባኤ ነሐሴ 27 እና 28 በአይሲቲ ፓርክ፣ አዲስ አበባ፦ መርሐ ግብር፣ ምዝገባ፣ ያለፉ ጉባኤዎችና ደጋፊ ድርጅቶች።',
  intro: 'በዓመታዊ ጉባኤያችንና በመስክ ቀናት የካሳቫ የእሴት ሰንሰለትን በሙሉ ያግኙ።',
  assemblyTitle: 'ስለ ጉባኤው',
  agendaTitle: 'መርሐ ግብር',
  upcomingTitle: 'መጪ ዝግጅቶች',
  upcomingEmpty: 'እስካሁን የታቀደ መጪ ዝግጅት የለም። እባክዎ ቆየት ብለው ይመልከቱ።',
  pastTitle: 'ያለፉ ዝግጅቶች',
  pastEmpty: 'እስካሁን ያለፈ ዝግጅት የለም።',
  sponsorsTitle: 'ደጋፊ ድርጅቶችና አጋሮች',
  levels: labels<SponsorLevel>({ platinum: 'የፕላቲነም ደጋፊ ድርጅቶች', gold: 'የወርቅ ደጋፊ ድርጅቶች', silver: 'የብር ደጋፊ ድርጅቶች' }),
  contactTitle: 'ስለ ጉባኤው ጥያቄዎች',
  contactText: 'የዝግጅት ቡድናችን ስለ ምዝገባ፣ ስለ ዐውደ ርዕዩና ደጋፊ ድርጅት ስለመሆን ለሚነሱ ጥያቄዎች መልስ ይሰጣል።',
  registerNow: 'አሁን ይመዝገቡ',
  time: 'ሰዓት',
  location: 'ቦታ',
  sponsorLogo: (name: string) => `የ${name} አርማ`,
};
