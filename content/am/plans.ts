// The three membership plans in Amharic (farmer, processor, exporter); the fee comes from the contract (22,000 ብር).
import type { Plan } from '../plans';
import { plansIn } from '../shared/plans';

export type { Plan };

export const MEMBERSHIP_PERIOD = 'በዓመት';

const ASSEMBLY_VOTE = 'በዓመታዊ ጠቅላላ ጉባኤ ላይ ድምፅ የመስጠት መብት';

export const plans: Plan[] = plansIn({
  farmer: {
    title: 'የአርሶ አደር አባልነት',
    period: MEMBERSHIP_PERIOD,
    description: 'በደቡብ፣ በደቡብ ምዕራብና በምዕራብ ኢትዮጵያ ካሳቫ ለሚተክሉና የተሻለ የመትከያ ግንድ፣ ሥልጠናና ገዢ ለሚፈልጉ አነስተኛ አርሶ አደሮች፣ ኅብረት ሥራ ማህበራትና የንግድ እርሻዎች።',
    features: [
      'ከ15 ማሳያ እርሻዎቻችን የተረጋገጠ፣ ከበሽታ ነፃ የመትከያ ግንድ',
      'በአተካከል ርቀት፣ በአረም ቁጥጥርና በምርት መሰብሰቢያ ጊዜ ላይ የመስክ ሥልጠና',
      'ትኩስ የካሳቫ ሥር ከሚገዙ አቀነባባሪዎች ጋር ትውውቅ',
      'ከአጋር የምርምር ተቋማት የግብርና ባለሙያዎች ምክር',
      ASSEMBLY_VOTE,
    ],
  },
  processor: {
    title: 'የአቀነባባሪ አባልነት',
    period: MEMBERSHIP_PERIOD,
    description: 'ትኩስ የካሳቫ ሥርን ወደ ዱቄት፣ ስታርች፣ ደረቅ ቁርጥራጭ፣ ኢታኖል ወይም የእንስሳት መኖ ለሚቀይሩና ቋሚ የጥራት ሥር አቅርቦትና በሀገር ውስጥ የተሠሩ ማሽኖች ለሚያስፈልጋቸው ድርጅቶች።',
    features: [
      'ከ200 በላይ ከተደራጁ የአምራች ቡድኖች ጋር የአቅርቦት ትስስር',
      'በሀገር ውስጥ የተመረቱ መፈቅፈቂያ፣ መጭመቂያና ማድረቂያ ማሽኖችን የማግኘት ዕድል',
      'በምግብ ደኅንነትና በጥራት ደረጃ ላይ አውደ ጥናቶች',
      'በየሩብ ዓመቱ የገበያና የዋጋ ሪፖርቶች',
      'በሀገር አቀፉ የአቀነባባሪዎች ማውጫ ውስጥ መመዝገብ',
      ASSEMBLY_VOTE,
    ],
  },
  exporter: {
    title: 'የላኪ አባልነት',
    period: MEMBERSHIP_PERIOD,
    description: 'የኢትዮጵያን የካሳቫ ዱቄት፣ ስታርችና ደረቅ ቁርጥራጭ ለቀጣናዊና ለዓለም አቀፍ ገዢዎች ለሚሸጡ ነጋዴዎችና ድርጅቶች።',
    features: [
      'የውጭ ገበያ መረጃና ከገዢዎች ጋር ትውውቅ',
      'በምርት መገኛ የምስክር ወረቀትና በዕፅዋት ጤና ደንቦች ላይ ምክር',
      'በንግድ ልዑካንና በዓለም አቀፍ የንግድ ትርዒቶች የመሳተፍ ዕድል',
      'በወጪ ንግድ ማበረታቻዎችና በሎጂስቲክስ ጉዳዮች ላይ የፖሊሲ ውክልና',
      ASSEMBLY_VOTE,
    ],
  },
});

/** What every member gets on top of the plan (membership page, "extra benefits"). */
export const extraBenefits: { title: string; text: string }[] = [
  {
    title: 'በዓመታዊ ጉባኤ የአባላት ቅናሽ',
    text: 'በአዲስ አበባ አይሲቲ ፓርክ ለሚካሄዱት ሁለቱ የጉባኤ ቀናት በቅናሽ ዋጋ ምዝገባ፣ እንዲሁም በንግድ ትስስር ስብሰባዎች ላይ የተያዘልዎ ቦታ።',
  },
  {
    title: 'የአባላት ቤተ መጻሕፍት',
    text: 'ከአጋር የምርምር ተቋማት የተሰበሰቡ የጥናት ጽሑፎች፣ የእርሻ መመሪያዎች፣ የገበያ ሪፖርቶችና ቅጾች።',
  },
  {
    title: 'በመንግሥት ዘንድ የሚሰማ ድምፅ',
    text: 'በፖሊሲ ኮሚቴያችን አማካኝነት ጉዳዮችዎ ለግብርና ሚኒስቴርና ለኢንዱስትሪ ሚኒስቴር ይቀርባሉ።',
  },
  {
    title: 'በኢትዮጵያ የተሠሩ ማሽኖች',
    text: 'ለካሳቫ ማቀነባበሪያ ከሚያገለግሉ መሣሪያዎች 75% የሚሆኑትን ከሚሠሩ የሀገር ውስጥ የማሽን አምራቾች ጋር ትውውቅ።',
  },
];

/** The farm investor application (Register Now). */
export const farmInvestor = {
  title: 'የእርሻ ባለሀብቶች',
  text: '50 ሄክታር ወይም ከዚያ በላይ የሆነ የንግድ ካሳቫ እርሻ ለማልማት አቅደዋል? በእርሻ ባለሀብትነት ይመዝገቡ፤ ከመሬት አስተዳደር ጽሕፈት ቤቶች፣ ከመትከያ ግንድ አቅራቢዎችና ምርትዎን ከሚገዙ አቀነባባሪዎች ጋር እናገናኝዎታለን።',
};
