// The built-in events in Afaan Oromoo: the two upcoming assembly days and the past assemblies (same ids as the English).
import type { BuiltInEvent } from '../events';
import { builtInEventsIn } from '../shared/events';

export type { BuiltInEvent };

const LOCATION = 'ICT Park, Finfinnee';

export const builtInEvents: BuiltInEvent[] = builtInEventsIn({
  'assembly-2019-day-1': {
    title: 'Walgahii Waliigalaa Waggaa 2019 ALI: Guyyaa 1ffaa',
    location: LOCATION,
    description:
      'Sirna banaa, gabaasa waggaa haala industirii kaasaavaa irratti, marii ogeeyyii muka sanyii qulqulluu irratti, akkasumas agarsiisa gosootaa, maashinootaa fi oomishaalee.',
  },
  'assembly-2019-day-2': {
    title: 'Walgahii Waliigalaa Waggaa 2019 ALI: Guyyaa 2ffaa',
    location: LOCATION,
    description:
      'Walgahii daldalaa gareewwan oomishtootaa fi adeemsistoota gidduutti, marii ogeeyyii maallaqaa fi alergii irratti, walgahii waliigalaa boordiin itti filatamu, akkasumas sirna badhaasaa.',
  },
  'assembly-2018-day-1': {
    title: 'Walgahii Waliigalaa Waggaa 2018 ALI: Guyyaa 1ffaa',
    location: LOCATION,
    description:
      "Hirmaattonni 640 gabaasa waggaa dhaggeeffataniiru. Agarsiisa irratti meeshaaleen gogsaa ariifataa biyya keessatti hojjetaman 3 fi gosoonni fooyya'an haaraan Hawaasaa irraa dhufan 2 yeroo jalqabaaf dhiyaataniiru.",
  },
  'assembly-2018-day-2': {
    title: 'Walgahii Waliigalaa Waggaa 2018 ALI: Guyyaa 2ffaa',
    location: LOCATION,
    description:
      'Gareewwan oomishtootaa adeemsistoota waliin waliigaltee dhiyeessii 38 mallatteessaniiru. Miseensonnis boordii amma jiru filataniiru.',
  },
  'assembly-2017-day-1': {
    title: 'Walgahii Waliigalaa Waggaa 2017 ALI: Guyyaa 1ffaa',
    location: LOCATION,
    description: 'Walgahichi tarsiimoo waggaa shanii muka sanyii, adeemsa kaasaavaa fi gabaa argachuu irratti xiyyeeffate raggaasiseera.',
  },
  'assembly-2017-day-2': {
    title: 'Walgahii Waliigalaa Waggaa 2017 ALI: Guyyaa 2ffaa',
    location: LOCATION,
    description:
      'Daawwannaa dirree maasiiwwan agarsiisaa irratti, akkasumas marii daakuu kaasaavaa daakuu daabboo fi buddeenaa waliin makuu irratti.',
  },
});
