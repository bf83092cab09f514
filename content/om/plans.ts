// The three membership plans in Afaan Oromoo (farmer, processor, exporter); the fee comes from the contract (22,000 Birrii).
import type { Plan } from '../plans';
import { plansIn } from '../shared/plans';

export type { Plan };

export const MEMBERSHIP_PERIOD = 'waggaatti';

const ASSEMBLY_VOTE = 'Walgahii Waliigalaa Waggaa irratti sagalee kennuu';

export const plans: Plan[] = plansIn({
  farmer: {
    title: 'Miseensummaa Qotee Bulaa',
    period: MEMBERSHIP_PERIOD,
    description:
      "Qotee bultoota xixiqqaa, waldaalee hojii gamtaa fi qotee bultoota daldalaaf oomishan, kanneen kibba, kibba-lixaa fi lixa Itoophiyaa keessatti kaasaavaa dhaabaniif. Muka sanyii fooyya'aa, leenjii fi bittoota yoo barbaaddan, kun isiniif.",
    features: [
      "Muka sanyii mirkanaa'e, dhukkuba irraa qulqulluu, maasiiwwan agarsiisaa keenya 15 irraa",
      'Leenjii dirree: fageenya dhaabaa, arama baasuu fi yeroo sassaabbii',
      'Adeemsistoota hidda kaasaavaa haaraa bitan waliin wal barsiisuu',
      'Gorsa ogeeyyii qonnaa dhaabbilee qorannoo michuu irraa',
      ASSEMBLY_VOTE,
    ],
  },
  processor: {
    title: 'Miseensummaa Adeemsisaa',
    period: MEMBERSHIP_PERIOD,
    description:
      'Dhaabbilee hidda kaasaavaa haaraa gara daakuu, istaarchii, kutaa gogaa, itaanoolii ykn nyaata horiitti jijjiiraniif. Dhiyeessii hidda qulqullina qabu itti fufiinsaan, akkasumas maashinoota biyya keessatti hojjetaman yoo barbaaddan, kun isiniif.',
    features: [
      "Gareewwan oomishtootaa gurmaa'an 200+ waliin hidhata dhiyeessii",
      'Meeshaa soofuu, meeshaa cuunfaa fi meeshaa gogsaa biyya keessatti hojjetaman argachuu',
      'Leenjii nageenya nyaataa fi sadarkaa qulqullinaa',
      'Gabaasa gabaa fi gatii kurmaana hundaa',
      "Tarree adeemsistoota biyyaalessaa keessatti galmaa'uu",
      ASSEMBLY_VOTE,
    ],
  },
  exporter: {
    title: 'Miseensummaa Alergaa',
    period: MEMBERSHIP_PERIOD,
    description:
      'Daldaltootaa fi dhaabbilee daakuu, istaarchii fi kutaa gogaa kaasaavaa Itoophiyaa bittoota naannoo keenyaa fi idil-addunyaatti gurguraniif.',
    features: [
      'Odeeffannoo gabaa alaa fi bittoota waliin wal barsiisuu',
      'Waraqaa ragaa madda oomishaa fi seera fayyaa biqiltuu irratti qajeelfama',
      'Ergamoota daldalaa fi agarsiisa daldalaa idil-addunyaa irratti hirmaachuu',
      "Jajjabeessituu alergii fi geejjibaa irratti bakka bu'iinsa imaammataa",
      ASSEMBLY_VOTE,
    ],
  },
});

/** What every member gets on top of the plan (membership page, "extra benefits"). */
export const extraBenefits: { title: string; text: string }[] = [
  {
    title: 'Gatii miseensotaa Walgahii Waliigalaa Waggaa irratti',
    text: "Guyyoota walgahii lamaan ICT Park, Finfinnee keessatti galmee gatii hir'ataan, akkasumas walgahii daldalaa irratti iddoo isiniif qabame.",
  },
  {
    title: 'Mana kitaabaa miseensotaa',
    text: 'Barreeffamoota qorannoo, qajeelfamoota qonnaa, gabaasaalee gabaa fi unkaalee, dhaabbilee qorannoo michuu keenyaa irraa walitti qabaman.',
  },
  {
    title: 'Sagalee mootummaa biratti',
    text: 'Dhimmi keessan koree imaammataa keenyaan Ministeera Qonnaa fi Ministeera Industiriitti ni dhiyaata.',
  },
  {
    title: 'Maashinoota Itoophiyaatti hojjetaman',
    text: 'Warshaalee biyya keessaa meeshaalee adeemsa kaasaavaaf oolan keessaa 75% duraanuu hojjetan waliin wal barsiisuu.',
  },
];

/** The farm investor application (Register Now). */
export const farmInvestor = {
  title: 'Invastaroota qonnaa',
  text: "Qonna kaasaavaa daldalaa heektaara 50 ykn isaa ol qabu karoorfattanii jirtuu? Akka invastara qonnaatti galmaa'aa. Waajjiraalee bulchiinsa lafaa, dhiyeessitoota muka sanyii fi adeemsistoota hidda keessan bitan waliin isin wal quunnamsiifna.",
};
