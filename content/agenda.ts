// The annual general assembly: the description and the two-day agenda.
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
  {
    day: 'Day 1: 27 Nehase',
    items: [
      { time: '8:30 AM', title: 'Registration and coffee ceremony' },
      { time: '9:30 AM', title: 'Opening address by the President and guests of honour' },
      { time: '10:30 AM', title: 'State of the cassava industry: annual report' },
      { time: '1:30 PM', title: 'Panel: clean planting material and disease control' },
      { time: '3:30 PM', title: 'Exhibition of varieties, machinery and products' },
    ],
  },
  {
    day: 'Day 2: 28 Nehase',
    items: [
      { time: '9:00 AM', title: 'Business-to-business meetings: producer groups and processors' },
      { time: '11:00 AM', title: 'Panel: finance, export markets and standards' },
      { time: '2:00 PM', title: 'General assembly: reports, accounts and board election' },
      { time: '4:30 PM', title: 'Awards for farmers and processors, closing' },
    ],
  },
];
