// The Afaan Oromoo counterpart of ../paymentWords.ts.
import type { FIRST_PAYMENT_WORDS as En } from '../paymentWords';

export const FIRST_PAYMENT_WORDS: typeof En = {
  instructions:
    'Kaffaltii kana damee baankichaa kamittuu herrega armaan gadii keessa galchaa. Lakkoofsa eenyummeessaa kaffaltii ' +
    "keessanii waraqaa maallaqa galchuu baankii irratti barreessaa, achiis suuraa yookaan sakatta'insa waraqaa sanaa fuula Miseensummaa Koo irratti olkaa'aa.",
  investorText:
    "Invastaroonni qonnaa lafa bal'aa irratti kaasaavaa misoomsan yookaan misoomsuuf karoorfatan waliigaltee mataa " +
    "isaanii waldaa waliin godhaniin miseensa ta'u: erga iyyannoo keessan dubbisnee booda, kaffaltii waggaa irratti isin waliin waliigalla.",
};
