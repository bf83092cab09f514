// The annual general assembly in Afaan Oromoo: the description and the two-day agenda (Ethiopian clock first).
import type { AgendaDay } from '../agenda';
import { agendaDay } from '../shared/agenda';

export type { AgendaDay };

export const assembly = {
  title: 'Walgahii Waliigalaa Waggaa Waldaa Kaasaavaa Itoophiyaa',
  venue: 'ICT Park, Finfinnee',
  story: [
    "Waggaa waggaan, dhuma Hagayyaa irratti, miseensonni waldichaa ICT Park Finfinnee keessatti walgahu. Qotee bultoonni Wolaayitaa, Sidaamaa, Gaamoo, Jimmaa fi Beenishaangul-Gumuz irraa dhufan minjaala tokko irra taa'u. Isaan waliin adeemsistoonni istaarchii, hojjettoonni maashinii, alergoonni, qorattoonni fi qondaaltonni mootummaa ni argamu.",
    'Walgahichi hojii waggaa ni gamaaggama, boordii ni filata, dursa waldichaas ni murteessa. Agarsiisa isaa irratti gosoonni haaraan, maashinoonni biyya keessatti hojjetamanii fi oomishaaleen kaasaavaa ni dhiyaatu: daakuu buddeenaaf makamu irraa kaasee hanga istaarchii industiriitti.',
  ],
  description:
    'Guyyoota lama: gabaasaalee, marii ogeeyyii, agarsiisa gosootaa, maashinootaa fi oomishaalee, walgahii daldalaa gareewwan oomishtootaa fi adeemsistoota gidduutti, akkasumas filannoo boordii.',
};

export const agenda: AgendaDay[] = [
  agendaDay('Guyyaa 1ffaa: 27 Hagayya ALI', [
    ["sa'aatii 2:30 ganama (08:30)", 'Galmee fi sirna buna'],
    ["sa'aatii 3:30 ganama (09:30)", 'Haasaa banaa Pireezidaantii waldichaa fi keessummoota kabajaa'],
    ["sa'aatii 4:30 ganama (10:30)", 'Haala industirii kaasaavaa: gabaasa waggaa'],
    ["sa'aatii 7:30 guyyaa (13:30)", "Marii ogeeyyii: muka sanyii qulqulluu fi to'annoo dhukkubaa"],
    ["sa'aatii 9:30 guyyaa (15:30)", 'Agarsiisa gosootaa, maashinootaa fi oomishaalee'],
  ]),
  agendaDay('Guyyaa 2ffaa: 28 Hagayya ALI', [
    ["sa'aatii 3:00 ganama (09:00)", 'Walgahii daldalaa: gareewwan oomishtootaa fi adeemsistoota'],
    ["sa'aatii 5:00 ganama (11:00)", 'Marii ogeeyyii: maallaqa, gabaa alaa fi sadarkaalee qulqullinaa'],
    ["sa'aatii 8:00 guyyaa (14:00)", 'Walgahii waliigalaa: gabaasaalee, herrega fi filannoo boordii'],
    ["sa'aatii 10:30 guyyaa (16:30)", 'Badhaasa qotee bultootaa fi adeemsistootaa, cufiinsa'],
  ]),
];
