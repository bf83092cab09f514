import type { Widen } from '../../catalog';

export const authMessages: Widen<typeof import('../auth').authMessages> = {
  accessDenied: 'Seenuun hin hayyamamne. Hayyama bulchaa barbaachisa.',
  loginFailed: 'Seenuun hin milkoofne. Maaloo imeelii fi jecha icciitii keessan mirkaneeffadhaa.',
  passwordsDoNotMatch: 'Jechoonni icciitii wal hin simne',
  registerNotStaff: "Galmeen hin milkoofne: fayyadamaan haaraan bulchaa yookiin gulaalaa ta'uu qaba.",
  registerFailed: "Galmeen hin milkoofne. Maaloo irra deebi'aa yaalaa.",
  useAuthOutsideProvider: "Odeeffannoon seensaa dhiyeessaa seensaa alatti dubbifamuu hin danda'u",
  invalidCredentials: 'Imeeliin yookiin jechi icciitii sirrii miti.',
  accountInactive: 'Herregni kun ammallee hojii hin jalqabne. Akka isiniif banu bulchaa gaafadhaa.',
  accountSuspended: 'Herregni kun dhaabameera. Maaloo bulchaa quunnamaa.',
  emailTaken: 'Herregni teessoo imeelii kanaan banamee duraan jira.',
  tooManyAttempts: "Yeroo baay'ee seenuuf yaaltanii jirtu. Maaloo daqiiqaa muraasa eegaatii irra deebi'aa yaalaa.",
  notSignedIn: 'Itti fufuuf maaloo seenaa.',
  forbidden: 'Kana gochuuf hayyama hin qabdan.',
  invitationInvalid:
    "Liinkiin affeerraa kun kana booda hin hojjetu (itti fayyadamameera, haqameera yookiin sa'aatii 48 caalaa turee jira). Affeerraa haaraa akka isiniif ergu bulchaa gaafadhaa.",
  invitationOtherEmail: (email: string) => `Affeerraan kun kan teessoo ${email} ti.`,
  invitationAccepted: 'Affeerraan kun duraan fudhatameera.',
};
