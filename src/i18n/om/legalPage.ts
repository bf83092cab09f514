// The Afaan Oromoo counterpart of ../en/legalPage.ts.
import type { Widen } from '../../../contract/catalog';

type En = typeof import('../en/legalPage');

export const legalPage: Widen<En['legalPage']> = {
  termsDescription: 'Haalota miseensummaa, galmee sagantaalee fi itti fayyadama marsariitii Waldaa Kaasaavaa Itoophiyaa.',
  privacyDescription:
    'Odeeffannoo dhuunfaa Waldaan Kaasaavaa Itoophiyaa qabatu: maaliif, hamma yoomiitti, eenyu akka argu, akkasumas mirgoota keessan Labsii Lakk. 1321/2016 jalatti akkamitti akka itti fayyadamtan.',
  intro: "Iyyachuu, galmaa'uu yookaan ergaa nuuf barreessuu keessan dura maaloo kana dubbisaa.",
  version: (n: number, date: string) => `Maxxansa ${n}ffaa, kan bahe ${date}`,
  retention: (days: number) =>
    days % 365 === 0
      ? `Yeroo amma hojii irra jiru: nagaheewwanii fi ergaawwan namoota miseensa hin taanee waggaa ${days / 365} booda ni haqamu.`
      : `Yeroo amma hojii irra jiru: nagaheewwanii fi ergaawwan namoota miseensa hin taanee guyyoota ${days} booda ni haqamu.`,
  otherDocument: { terms: 'Beeksisa icciitii dubbisaa', privacy: 'Haalota itti fayyadamaa dubbisaa' },
  ask: "Waa'ee odeeffannoo keessanii gaaffii yookaan gaaffata qabduu? Teessoo kanaan nuuf barreessaa:",
};
