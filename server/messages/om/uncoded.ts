// The Afaan Oromoo answer to a refusal without a code (server/messages/codes.ts, UNCODED).
/**
 * What an Oromo answer says for a refusal that carries no code (a library's own message, a framework's exception):
 * a plain sentence for its field or its status, never English on an Oromo page. The same shape as the Amharic one.
 */
export const untranslated = {
  field: 'Bakka kana sirreessaa.',
  byStatus: {
    400: "Odeeffannoon galchitan sirrii miti. Maaloo sirreessaatii irra deebi'aa yaalaa.",
    401: 'Itti fufuuf maaloo seenaa.',
    403: 'Kana gochuuf hayyama hin qabdan.',
    404: 'Wanti gaafattan hin argamne.',
    405: 'Teessoon kun gaaffii kana hin fudhatu.',
    409: 'Gaaffiin kun odeeffannoo kuufame waliin wal dhaba.',
    413: "Odeeffannoon ergitan baay'ee guddaa dha.",
    415: 'Bocni odeeffannoo ergitanii hin fudhatamu.',
    429: "Gaaffii baay'ee ergitanii jirtu. Maaloo xiqqoo eegaatii irra deebi'aa yaalaa.",
  } as Readonly<Record<number, string>>,
  /** Any other status: a client error the list above does not name, or a failure on our side. */
  client: "Gaaffiin raawwatamuu hin dandeenye. Maaloo irra deebi'aa yaalaa.",
  server: "Gama keenyaan rakkoon uumameera. Maaloo irra deebi'aa yaalaa.",
};
