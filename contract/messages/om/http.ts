import type { Widen } from '../../catalog';

export const httpMessages: Widen<typeof import('../http').httpMessages> = {
  requestFailed: (status: number) => `Gaaffiin hin milkoofne (koodii haalaa: ${status})`,
  timeout: "Yeroon gaaffichaa darbeera. Maaloo irra deebi'aa yaalaa.",
  network: 'Quunnamtii interneetii irratti rakkoon jira. Maaloo quunnamtii keessan mirkaneeffadhaa.',
  aborted: 'Gaaffiin haqameera.',
  invalidJson: 'Qabiyyeen gaaffichaa JSON sirrii miti.',
  unsupportedMediaType: 'Maaloo gaafficha akka JSONitti ergaa (Content-Type: application/json).',
  bodyTooLarge: "Gaaffiin kun baay'ee guddaa dha.",
  interrupted: "Gaaffiin addaan citeera. Maaloo irra deebi'aa yaalaa.",
  validation: 'Maaloo bakkeewwan mallatteeffaman sirreessaa.',
  notFound: 'Hin argamne.',
  methodNotAllowed: (allowed: string) => `Teessoon kun mala sana hin fudhatu. Kan inni fudhatu: ${allowed}.`,
  internal: "Gama keenyaan rakkoon uumameera. Maaloo irra deebi'aa yaalaa.",
  unknown: "Rakkoon uumameera. Maaloo irra deebi'aa yaalaa.",
  rateLimited: "Gaaffiin baay'een ergameera. Maaloo daqiiqaa tokko eegaatii irra deebi'aa yaalaa.",
  tooManyDocuments: "Yeroo gabaabaa keessatti sanadoonni baay'een gaafatamaniiru. Maaloo daqiiqaa muraasa eegaatii irra deebi'aa yaalaa.",
  documentsBusy: "Amma sanadoonni baay'een qophaa'aa jiru. Maaloo sekondii muraasa booda irra deebi'aa yaalaa.",
};
