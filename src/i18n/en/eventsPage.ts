// The events page's words.
import type { SponsorLevel } from '../../../content/sponsors';
import { labels } from '../../../contract/labels';

export const eventsPage = {
  title: 'Events',
  metaDescription:
    'The Annual General Assembly of the Ethiopian Cassava Association on 27 and 28 Nehase at ICT Park, Addis Ababa: agenda, registration, past assemblies and sponsors.',
  intro: 'Meet the whole cassava value chain at our annual assembly and field days.',
  assemblyTitle: 'About the assembly',
  agendaTitle: 'Agenda',
  upcomingTitle: 'Upcoming events',
  upcomingEmpty: 'No upcoming events are scheduled yet. Please check back later.',
  pastTitle: 'Past events',
  pastEmpty: 'No past events yet.',
  sponsorsTitle: 'Sponsors and partners',
  levels: labels<SponsorLevel>({ platinum: 'Platinum sponsors', gold: 'Gold sponsors', silver: 'Silver sponsors' }),
  contactTitle: 'Questions about the assembly?',
  contactText: 'Our events team answers registration, exhibition and sponsorship questions.',
  registerNow: 'Register Now',
  time: 'Time',
  location: 'Location',
  sponsorLogo: (name: string) => `${name} logo`,
};
