// The Afaan Oromoo counterpart of ../en/contactPage.ts.
import type { Widen } from '../../../contract/catalog';

type En = typeof import('../en/contactPage');

export const contactPage: Widen<En['contactPage']> = {
  title: 'Nu Quunnamaa',
  metaDescription:
    "Waldaa Kaasaavaa Itoophiyaaf barreessaa yookaan waajjira keenya ICT Park, Finfinnee jiru Wiixata irraa hanga Jimaataatti sa'aatii 2:30 ganama (08:30) hanga sa'aatii 11:30 guyyaa (17:30) daawwadhaa.",
  intro: "Waa'ee miseensummaa, sagantaalee, tumsa hojii yookaan qonna kaasaavaa gaaffii qabduu? Ergaa nuuf ergaa, deebii isinii kennina.",
  formTitle: 'Ergaa nuuf ergaa',
  infoTitle: 'Odeeffannoo quunnamtii',
  address: 'Teessoo',
  phone: 'Bilbila',
  email: 'Imeelii',
  hours: "Sa'aatii hojii waajjiraa",
  sentTitle: 'Ergaa ergame',
  sentMetaDescription: "Ergaan keessan Waldaa Kaasaavaa Itoophiyaa ga'eera.",
  sentAgain: 'Ergaa biraa barreessaa',
  backHome: "Gara Fuula Jalqabaatti deebi'aa",
};
