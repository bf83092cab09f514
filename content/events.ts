// The built-in events: the two upcoming assembly days and the past assemblies. Seeded once; fixed ids so the
// built-in fallback and the database agree.
import { builtInEventsIn } from './shared/events';

export type BuiltInEvent = {
  id: string;
  title: string;
  date: string;
  time: string;
  location: string;
  description: string;
  image: string;
};

const LOCATION = 'ICT Park, Addis Ababa';

export const builtInEvents: BuiltInEvent[] = builtInEventsIn({
  'assembly-2019-day-1': {
    title: 'Annual General Assembly 2019 E.C.: Day 1',
    location: LOCATION,
    description:
      'Opening, the annual report on the state of the cassava industry, the panel on clean planting material and the exhibition of varieties, machinery and products.',
  },
  'assembly-2019-day-2': {
    title: 'Annual General Assembly 2019 E.C.: Day 2',
    location: LOCATION,
    description:
      'Business-to-business meetings between producer groups and processors, the finance and export panel, the general assembly with the board election, and the awards.',
  },
  'assembly-2018-day-1': {
    title: 'Annual General Assembly 2018 E.C.: Day 1',
    location: LOCATION,
    description:
      '640 participants heard the annual report; the exhibition launched three locally built flash dryers and two new improved varieties from Hawassa.',
  },
  'assembly-2018-day-2': {
    title: 'Annual General Assembly 2018 E.C.: Day 2',
    location: LOCATION,
    description: 'Producer groups signed 38 supply agreements with processors, and the members elected the current board.',
  },
  'assembly-2017-day-1': {
    title: 'Annual General Assembly 2017 E.C.: Day 1',
    location: LOCATION,
    description: 'The assembly adopted the five-year strategy on planting material, processing and market access.',
  },
  'assembly-2017-day-2': {
    title: 'Annual General Assembly 2017 E.C.: Day 2',
    location: LOCATION,
    description: 'Field visit to demonstration plots and a workshop on cassava flour in bread and injera blends.',
  },
});
