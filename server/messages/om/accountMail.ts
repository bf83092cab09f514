// The Afaan Oromoo words of the sign-in link mail: the same mail as server/messages/accountMail.ts.
import { ACCOUNT_LINK_TTL_MS } from '../../../contract/account';
import { SITE_NAME } from '../../../contract/om/site';
import type { AccountMails } from '../accountMail';
import type { MailText } from '../mail';
import { signature } from './mail';

const minutes = ACCOUNT_LINK_TTL_MS / 60_000;

export const accountMails: AccountMails = {
  signInLink: (url: string): MailText => ({
    subject: `Liinkii seensaa keessan kan marsariitii ${SITE_NAME}`,
    text:
      `Akkam jirtu,\n\n` +
      `Namni tokko (isin akka taatan abdanna) miseensummaa, iyyannoowwanii fi galmee sagantaalee teessoo imeelii kanaa ` +
      `marsariitii ${SITE_NAME} irratti ilaaluu gaafateera. Isaan ilaaluuf liinkii kana banaa:\n\n${url}\n\n` +
      `Liinkiin kun si'a tokko qofa, daqiiqaa ${minutes} keessatti hojjeta. Yeroon isaa yoo darbe, fuuluma sana irratti haaraa gaafadhaa.\n\n` +
      `Yoo isin hin gaafanne, imeelii kana dhiisuu dandeessu: liinkii kana malee namni galmee keessan banuu danda'u hin jiru.${signature}`,
  }),
};
