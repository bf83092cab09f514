import type { Widen } from '../../catalog';

export const membershipMessages: Widen<typeof import('../membership').membershipMessages> = {
  applicationFailed: "Iyyannoon hin ergamne. Maaloo irra deebi'aa yaalaa.",
  applicationFailedShort: 'Iyyannoon hin ergamne',
  fetchApplicationsFailed: "Iyyannoowwan fiduun hin danda'amne",
  receiptWrongType: "Maaloo faayilii JPG, PNG yookiin PDF olkaa'aa",
  receiptTooLarge: "Faayiliin megaabaayitii 5 gadi ta'uu qaba",
  receiptMissing: 'Maaloo jalqaba faayilii nagahee kaffaltii filadhaa',
  receiptFailed: "Nagahee olkaa'uun hin milkoofne. Maaloo irra deebi'aa yaalaa.",
  receiptSuccess: "Nagaheen milkaa'inaan olkaa'ameera! Iyyannoon keessan amma guutuu ta'eera.",
  applicationNotFound: 'Iyyannoo sana argachuu hin dandeenye.',
  receiptDecided:
    "Iyyannoo kana irratti murtiin duraan kennameera, kanaaf nagaheen dabalataa itti dabalamuu hin danda'u. Nagahee erguu yoo barbaaddan, maaloo waajjira keenya quunnamaa.",
  receiptDailyLimit: "Har'a quunnamtii keessan irraa hamma fudhachuu dandeenyu olkaa'attanii jirtu. Maaloo boru irra deebi'aa yaalaa.",
  receiptBusy: "Amma nagaheewwan baay'ee fudhachaa jirra. Maaloo sekondii muraasa booda irra deebi'aa yaalaa.",
  receiptInterrupted: "Olkaa'uun addaan citeera. Maaloo irra deebi'aa yaalaa.",
  applicationDecided:
    'Iyyannoo kana irratti murtiin duraan kennameera. Murtii jijjiiruuf, jalqaba sababa isaa barreessaatii murtii sana diigaa.',
  applicationNotDecided: 'Iyyannoo kana irratti ammallee murtiin hin kennamne; murtiin diigamu hin jiru.',
};
