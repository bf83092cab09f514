import type { Widen } from '../../catalog';

export const accountMessages: Widen<typeof import('../account').accountMessages> = {
  linkSent: 'Teessoo imeelii kana yoo beekne, liinkiin seensaa isinii ergamaa jira.',
  linkUsed: 'Liinkiin seensaa kun duraan itti fayyadamameera. Maaloo haaraa gaafadhaa.',
  linkExpired: 'Yeroon liinkii seensaa kanaa darbeera. Maaloo haaraa gaafadhaa.',
  linkInvalid: 'Liinkiin seensaa kun sirrii miti. Maaloo haaraa gaafadhaa.',
  tooManyLinks: "Quunnamtii kana irraa liinkiin seensaa baay'een gaafatameera. Maaloo daqiiqaa 15 eegaatii irra deebi'aa gaafadhaa.",
  notSignedIn: 'Maaloo liinkii seensaa imeelii keessanitti erginee banaa, yookiin haaraa gaafadhaa.',
  noMember: 'Teessoo imeelii kanaaf hanga ammaatti miseensummaan hin jiru.',
  noPayment: 'Miseensummaa keessaniif mirkaneessi kaffaltii lakkoofsa kana qabu hin jiru.',
  noMemberToRenew: 'Teessoo imeelii kanaaf miseensummaan haaromfamu hin jiru. Maaloo qooda isaa miseensummaaf iyyadhaa.',
};
