import type { Widen } from '../../catalog';

export const httpMessages: Widen<typeof import('../http').httpMessages> = {
  requestFailed: (status: number) => `ጥያቄው አልተሳካም (የሁኔታ ኮድ፦ ${status})`,
  timeout: 'ጥያቄው ጊዜው አልፎበታል። እባክዎ እንደገና ይሞክሩ።',
  network: 'የኢንተርኔት ግንኙነት ችግር አለ። እባክዎ ግንኙነትዎን ያረጋግጡ።',
  aborted: 'ጥያቄው ተቋርጧል።',
  invalidJson: 'የጥያቄው ይዘት ትክክለኛ JSON አይደለም።',
  unsupportedMediaType: 'እባክዎ ጥያቄውን በJSON ይላኩ (Content-Type: application/json)።',
  bodyTooLarge: 'ጥያቄው በጣም ትልቅ ነው።',
  interrupted: 'ጥያቄው ተቋርጧል። እባክዎ እንደገና ይሞክሩ።',
  validation: 'እባክዎ ምልክት የተደረገባቸውን መስኮች ያስተካክሉ።',
  notFound: 'አልተገኘም።',
  methodNotAllowed: (allowed: string) => `ይህ አድራሻ ያንን ዘዴ አይቀበልም። የሚቀበለው፦ ${allowed}።`,
  internal: 'በእኛ በኩል ችግር ተፈጥሯል። እባክዎ እንደገና ይሞክሩ።',
  unknown: 'ችግር ተፈጥሯል። እባክዎ እንደገና ይሞክሩ።',
  rateLimited: 'በጣም ብዙ ጥያቄዎች ተልከዋል። እባክዎ አንድ ደቂቃ ቆይተው እንደገና ይሞክሩ።',
  tooManyDocuments: 'በአጭር ጊዜ ውስጥ ብዙ ሰነዶች ተጠይቀዋል። እባክዎ ጥቂት ደቂቃዎች ቆይተው እንደገና ይሞክሩ።',
  documentsBusy: 'በአሁኑ ጊዜ ብዙ ሰነዶች እየተዘጋጁ ነው። እባክዎ ከጥቂት ሰከንዶች በኋላ እንደገና ይሞክሩ።',
};
