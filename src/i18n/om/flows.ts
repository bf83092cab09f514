// The Afaan Oromoo counterpart of ../en/flows.ts.
import type { Widen } from '../../../contract/catalog';
import type { DietaryChoice } from '../../../contract/events';
import { labels } from '../../../contract/labels';
import { membershipMessages } from '../../../contract/messages/membership';
import { PLAN_TITLES } from '../../../contract/plans';

type En = typeof import('../en/flows');

const MB = 1048576;

export const flows: Widen<En['flows']> = {
  close: 'Cufaa',
  cancel: 'Haqaa',
  required: 'Dirqama',
  termsLabel: 'Haalota itti fayyadamaa fi beeksisa icciitii nan fudhadha',
  consentLinks: {
    terms: 'Haalota itti fayyadamaa dubbisaa',
    privacy: 'Beeksisa icciitii dubbisaa',
    newTab: 'foddaa haaraa keessatti banama',
  },
  membership: {
    dialogTitle: (plan: string) => `Iyyannoo: ${plan}`,
    investorDialogTitle: 'Iyyannoo invastara qonnaa',
    dialogDescription: 'Odeeffannoo keessan guutaa. Bakkeewwan mallattoo * qaban dirqama.',
    planFallback: 'miseensummaa',
    firstName: 'Maqaa',
    lastName: 'Maqaa abbaa',
    email: 'Imeelii',
    phone: 'Bilbila',
    company: 'Maqaa dhaabbataa / qonnaa',
    address: 'Teessoo',
    city: 'Magaalaa',
    membershipType: 'Karoora miseensummaa',
    message: 'Odeeffannoo dabalataa',
    messageHint: 'Filannoo: waan akka beeknu barbaaddan kamiyyuu.',
    listInDirectory: "Dhaabbanni koo tarree miseensotaa ummataaf mul'atu irratti haa mul'atu",
    listInDirectoryHint:
      "Achitti maqaa dhaabbataa, karooraa fi magaalaa qofatu mul'ata; imeeliin, bilbilli fi teessoon keessan gonkumaa hin mul'atan. Kana booda jijjiiruu dandeessu.",
    submit: 'Iyyannoo ergaa',
    submitting: 'Ergamaa jira…',
    failed: membershipMessages.applicationFailed,
    submittedTitle: 'Iyyannoon keessan ergameera',
    submittedBody: 'Galatoomaa. Gareen keenya iyyannoo keessan guyyoota hojii 3-5 keessatti gamaaggama.',
    emailPromise: "Daqiiqaa 5 keessatti imeeliin mirkaneessaa isin ga'a.",
    receiptTitle: "Nagahee kaffaltii keessan olkaa'aa",
    receiptHelp: "Nagahee baankii kaffaltii miseensummaa keessanii olkaa'aa: faayilii JPG, PNG yookaan PDF kan 5MB hin caalle.",
    receiptLabel: 'Nagahee kaffaltii',
    upload: "Nagahee olkaa'aa",
    retry: "Irra deebi'aa yaalaa",
    uploading: "Nageheen olkaa'amaa jira…",
    progressLabel: "Adeemsa olkaa'insaa",
    progress: (loaded: number, total: number) =>
      `${(total / MB).toFixed(1)} MB keessaa ${(loaded / MB).toFixed(1)} MB (${total ? Math.round((loaded / total) * 100) : 0}%)`,
    receiptFailed: membershipMessages.receiptFailed,
    receiptSuccess: membershipMessages.receiptSuccess,
    doneTitle: 'Iyyannoon keessan xumurameera',
    chosen: (name: string, size: number) => `Kan filatame: ${name} (${(size / MB).toFixed(2)} MB)`,
    types: PLAN_TITLES,
  },
  events: {
    dialogTitle: (title: string) => `Galmee: ${title}`,
    dialogDescription: 'Bakkeewwan mallattoo * qaban dirqama.',
    firstName: 'Maqaa',
    lastName: 'Maqaa abbaa',
    email: 'Imeelii',
    phone: 'Bilbila',
    organization: 'Dhaabbata',
    position: 'Gahee hojii',
    attendees: "Baay'ina hirmaattotaa",
    guestLabel: (n: number) => `Maqaa hirmaataa ${n}ffaa`,
    guestHint: (n: number) => `Filannoo. Maqaan yoo hin barreeffamne, tikeetiin "Keessummaa ${n}" jedha.`,
    dietaryRequirements: 'Fedhii nyaataa',
    dietary: labels<DietaryChoice>({
      none: 'Hin jiru',
      vegetarian: 'Foon malee',
      vegan: 'Nyaata biqiltuu qofa',
      glutenFree: 'Guluteenii malee',
      other: 'Kan biraa',
    }),
    specialRequirements: 'Fedhii addaa',
    specialHint: 'Filannoo: deeggarsa qaama miidhamtootaa, hiikkaa afaanii yookaan fedhii biraa.',
    submit: "Galmaa'aa",
    submitting: 'Galmeessamaa jira…',
    successTitle: "Galmeen keessan mirkanaa'eera",
    successBody: (title: string) =>
      `Sagantaa "${title}" irratti hirmaachuuf galmooftaniif galatoomaa. Tikeetiin keessan fi affeerraan kaalaandarii imeelii keessaniin isin ga'u: maaloo imeelii keessan ilaalaa.`,
    when: 'Yoom',
    where: 'Eessatti',
  },
};
