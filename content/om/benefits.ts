// The six benefits of membership in Afaan Oromoo, shown as cards on the home page.
import type { Benefit, BenefitIcon } from '../benefits';
import { benefitsIn } from '../shared/benefits';

export type { Benefit, BenefitIcon };

export const benefits: Benefit[] = benefitsIn({
  network: {
    title: 'Quunnamtii Hojii',
    text: 'Walgahiiwwan keenya, guyyoota dirree fi walgahiiwwan naannoo irratti qotee bultoota, adeemsistoota, alergoota, qorattootaa fi bittoota naannolee kaasaavaan itti oomishamu hunda irraa dhufan waliin wal baraa.',
  },
  training: {
    title: 'Leenjii fi Qabeenya Odeeffannoo',
    text: "Leenjii hojiirra oolu qonna, adeemsa kaasaavaa fi daldala irratti, akkasumas kuusaa qajeelfamootaa fi gabaasaalee. Hanga ammaatti qotee bultoonni 5,000 leenji'aniiru.",
  },
  market: {
    title: 'Gabaa Argachuu',
    text: 'Gareewwan oomishtootaa adeemsistootaa fi alergoota waliin wal quunnamsiifna. Miseensonni ofitti amananii akka gurguraniif gatii gabaa ni beeksifna.',
  },
  advocacy: {
    title: 'Falmii Imaammataa',
    text: 'Seera sanyii, sadarkaa nyaataa, oomisha alaa galu oomisha biyya keessaatiin bakka buusuu fi jajjabeessituu alergii irratti industirii kanaaf sagalee tokko.',
  },
  planting: {
    title: 'Muka Sanyii Qulqullina Qabu',
    text: "Mukkeen sanyii fooyya'an, dhukkuba irraa qulqulluu ta'an, maasiiwwan agarsiisaa 15 irraa. Giddugaleessota qorannoo biyyaalessaa waliin baay'ifamu.",
  },
  finance: {
    title: 'Deeggarsa Maallaqaa',
    text: 'Karoora daldalaa baankiin fudhatu qopheessuuf gargaarsa, akkasumas baankota, dhaabbilee liqii fi qusannoo fi dhiyeessitoota liqii galtee qonnaa waliin wal barsiisuu.',
  },
});
