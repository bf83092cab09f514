// The Amharic answer to a refusal without a code (server/messages/codes.ts, UNCODED).
/**
 * What an Amharic answer says for a refusal that carries no code (a library's own message, a framework's exception):
 * a plain sentence for its field or its status, never English on an Amharic page.
 */
export const untranslated = {
  field: 'ይህን መስክ ያስተካክሉ።',
  byStatus: {
    400: 'ያስገቡት መረጃ ትክክል አይደለም። እባክዎ ያስተካክሉና እንደገና ይሞክሩ።',
    401: 'እባክዎ ለመቀጠል ይግቡ።',
    403: 'ይህን ለማድረግ ፈቃድ የለዎትም።',
    404: 'የጠየቁት ነገር አልተገኘም።',
    405: 'ይህ አድራሻ ይህን ጥያቄ አይቀበልም።',
    409: 'ይህ ጥያቄ ከተቀመጠው መረጃ ጋር ይጋጫል።',
    413: 'የላኩት መረጃ በጣም ትልቅ ነው።',
    415: 'የላኩት መረጃ ቅርጽ ተቀባይነት የለውም።',
    429: 'ብዙ ጥያቄዎች ልከዋል። እባክዎ ትንሽ ቆይተው እንደገና ይሞክሩ።',
  } as Readonly<Record<number, string>>,
  /** Any other status: a client error the list above does not name, or a failure on our side. */
  client: 'ጥያቄው ሊፈጸም አልቻለም። እባክዎ እንደገና ይሞክሩ።',
  server: 'በእኛ በኩል ችግር ተፈጥሯል። እባክዎ እንደገና ይሞክሩ።',
};
