import type { Widen } from '../../catalog';

export const eventsMessages: Widen<typeof import('../events').eventsMessages> = {
  registrationFailed: "Galmeen hin milkoofne. Maaloo irra deebi'aa yaalaa.",
  eventNotFound: 'Sagantaan kun hin jiru yookiin kana booda hin argamu.',
  tooManySeats:
    "Quunnamtii interneetii keessan irraa iddoowwan sagantaa kanaa baay'een qabamaniiru. Namoota dabalataa galmeessuuf maaloo waajjira keenya quunnamaa: info@cassava.org.et yookiin +251 11 555 0142.",
  eventPast: 'Galmeen sagantaa kanaa cufameera: sagantaan kun duraan geggeeffameera.',
  deleteConfirm: 'Sagantaa kana haquu dhugumaan barbaaddu?',
  registrationClosed: 'Galmeen sagantaa kanaa cufameera.',
  cancelLinkInvalid:
    "Liinkiin galmee haquu kun sirrii miti. Maaloo liinkii imeelii waa'ee sagantaa kanaa isin ga'e isa dhumaa keessa jiru fayyadamaa.",
  alreadyCancelled: 'Galmeen kun duraan haqameera.',
  cannotCancelPast: "Sagantaan kun duraan geggeeffameera, kanaaf galmee kana haquun hin danda'amu.",
  cannotCancelCheckedIn: "Seenuun keessan balbala irratti duraan mirkanaa'eera, kanaaf galmee kana haquun hin danda'amu.",
  registrationNotFound: 'Galmeen kun hin jiru.',
  ticketNotFound: "Tikeetiin koodii kana qabu hin jiru. Maaloo koodii mirkaneeffadhaatii irra deebi'aa yaalaa.",
  notWaitlisted: 'Iddoon kan kennamu galmee tarree eegumsaa irra jiruuf qofa.',
  checkIn: {
    unknownCode: 'Koodii hin beekamne: tikeetiin koodii kana qabu hin jiru.',
    malformedCode: 'Kun koodii tikeetii miti: koodiin qubeewwanii fi lakkoofsota 16 qaba, fakkeenyaaf K7QF-2M9X-HB4R-T8WZ.',
    scannedInFuture: "Yeroon sakatta'insaa ammaan booda. Maaloo sa'aatii bilbila kanaa mirkaneeffadhaa.",
    scannedBeforeList:
      "Yeroon sakatta'insaa bilbilli kun tarree tikeetiiwwanii fe'uu isaa dura. Maaloo sa'aatii bilbila kanaa mirkaneeffadhaa.",
    scannedOutsideEvent:
      "Yeroon sakatta'insaa guyyaa sagantaa kanaa bira hin jiru (sakatta'insi guyyaa sagantaa dura jiru irraa hanga guyyaa isaa booda jiruutti fudhatama). Maaloo sa'aatii bilbila kanaa mirkaneeffadhaa.",
    alreadyCheckedIn: "Seenuun isaa duraan mirkanaa'eera.",
    cancelled: 'Galmeen kun haqameera.',
    waitlisted: 'Galmeen kun tarree eegumsaa irra jira; iddoo hin qabu.',
    otherEvent: 'Tikeetiin kun kan sagantaa biraa ti.',
  },
};
