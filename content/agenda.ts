// The annual general assembly: the description and the two-day agenda.
import { agendaDay } from './shared/agenda';

export const assembly = {
  title: 'Annual General Assembly of the Ethiopian Cassava Association',
  venue: 'ICT Park, Addis Ababa',
  story: [
    'Every year at the end of Nehase, members of the association meet at the ICT Park in Addis Ababa. Farmers from Wolaita, Sidama, Gamo, Jimma and Benishangul-Gumuz sit at the same tables as starch processors, machinery makers, exporters, researchers and officials.',
    'The assembly reviews the year, elects the board, and sets the association\u2019s priorities. Its exhibition shows new varieties, locally made machines and cassava products, from injera blends to industrial starch.',
  ],
  description:
    'Two days of reports, panels, an exhibition of varieties, machinery and products, business-to-business meetings between producer groups and processors, and the election of the board.',
};

export type AgendaDay = { day: string; items: { time: string; title: string }[] };

export const agenda: AgendaDay[] = [
  agendaDay('Day 1: 27 Nehase', [
    ['8:30 AM', 'Registration and coffee ceremony'],
    ['9:30 AM', 'Opening address by the President and guests of honour'],
    ['10:30 AM', 'State of the cassava industry: annual report'],
    ['1:30 PM', 'Panel: clean planting material and disease control'],
    ['3:30 PM', 'Exhibition of varieties, machinery and products'],
  ]),
  agendaDay('Day 2: 28 Nehase', [
    ['9:00 AM', 'Business-to-business meetings: producer groups and processors'],
    ['11:00 AM', 'Panel: finance, export markets and standards'],
    ['2:00 PM', 'General assembly: reports, accounts and board election'],
    ['4:30 PM', 'Awards for farmers and processors, closing'],
  ]),
];
