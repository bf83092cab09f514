// The Afaan Oromoo texts of the errors only the server says: the same keys as contract/messages/server.ts.
import type { Widen } from '../../catalog';
import type { serverMessages as english } from '../server';

export const serverMessages: Widen<typeof english> = {
  notFound: (thing: string) => `${thing} hin argamne.`,
  things: {
    item: 'Wanti gaafattan',
    event: 'Sagantaan',
    application: 'Iyyannoon',
    message: 'Ergaan',
    user: 'Fayyadamaan',
    post: 'Barreeffamni',
    resource: 'Qabeenyi odeeffannoo',
    member: 'Miseensi',
    invitation: 'Affeerraan',
  },
  noEndpoint: 'Teessoon gaafattan hin jiru.',
  unstorable: "Barreeffamni kun mallattoo kuufamuu hin dandeenye qaba. Maaloo sirreessaatii irra deebi'aa ergaa.",
  notAnObject: 'Odeeffannoon ergame boca sirrii hin qabu.',
  receiptNotMultipart: "Maaloo nagahee kaffaltii unka iyyannoo keessatti olkaa'aa.",
  invalidMultipart: "Faayiliin ergame dubbifamuu hin dandeenye. Maaloo irra deebi'aa yaalaa.",
  receiptEmpty: 'Faayiliin nagahee duwwaa dha. Maaloo faayilii biraa filadhaa.',
  applicationIdRequired: "Nagaheen kun kan iyyannoo kamii akka ta'e hin ibsamne.",
  noReceipt: "Iyyannoo kanaaf hanga ammaatti nagaheen tokkollee hin olkaa'amne.",
  selfDelete: 'Herrega keessan ofii haquu hin dandeessan.',
  selfDemote: 'Gahee bulchaa keessan ofii irraa kaasuu yookiin herrega keessan dhaabuu hin dandeessan.',
  lastAdmin: 'Kun bulchaa hojii irra jiru isa dhumaa ti: jalqaba bulchaa biraa hojii irra oolchaa.',
  listFormat: "Bocni tarree buufamuu CSV yookiin JSON ta'uu qaba.",
  exportTooLarge: (max: number) => `Tarreen buufamu sarara ${max} ol qaba; maaloo barbaachaan dhiphisaa.`,
  statusOneOf: (allowed: string) => `Haalli kanneen keessaa tokko ta'uu qaba: ${allowed}.`,
  eventIdInvalid: 'Lakkoofsi sagantaa sirrii miti.',
  formUnreadable: 'Odeeffannoon unkaa dubbifamuu hin dandeenye.',
  textNotFile: 'Asitti barreeffama barreessaa, faayilii hin erginaa.',
  resourceMediaType: 'Maaloo qabeenya odeeffannoo unka keessaan ergaa.',
  crossSiteView: "Daawwannaan fuulaa kan lakkaa'amu marsariitii kana irraa qofa.",
  endBeforeStart: "Guyyaan xumuraa guyyaa miseensummaan itti jalqabe dura ta'uu hin danda'u.",
  certificateNotFound:
    "Waraqaan ragaa koodii kana qabu hin argamne. Koodiin guutuun isaa sakatta'amuu isaa mirkaneeffadhaa, yookiin miseensicha waraqaa ragaa isaa kan ammaa gaafadhaa.",
};
