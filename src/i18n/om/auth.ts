// The Afaan Oromoo counterpart of ../en/auth.ts.
import type { Widen } from '../../../contract/catalog';
import { authMessages } from '../../../contract/messages/auth';

type En = typeof import('../en/auth');

export const auth: Widen<En['auth']> = {
  login: {
    title: 'Seensa Hojjettootaa',
    intro: 'Hojjettoonni waldaa marsariitii bulchuuf asitti seenu.',
    email: 'Teessoo imeelii',
    password: 'Jecha icciitii',
    submit: 'Seenaa',
    submitting: 'Seenamaa jira…',
    noAccount: 'Herrega hin qabdanii?',
    registerLink: 'Herrega hojjetaa uumaa',
    metaDescription: 'Seensa hojjettootaa marsariitii Waldaa Kaasaavaa Itoophiyaa.',
  },
  register: {
    title: 'Herrega Hojjetaa Uumuu',
    intro: "Herregni jalqabaa bulchaa ta'a. Herregoota itti aanan bulchaan hojii irra oolcha.",
    firstName: 'Maqaa',
    lastName: 'Maqaa abbaa',
    email: 'Teessoo imeelii',
    password: 'Jecha icciitii',
    passwordHint: 'Yoo xiqqaate qubee 8.',
    confirmPassword: 'Jecha icciitii mirkaneessaa',
    phone: 'Bilbila (filannoo)',
    company: 'Dhaabbata (filannoo)',
    position: 'Gahee hojii (filannoo)',
    optionalHeading: 'Odeeffannoo filannoo',
    submit: 'Herrega uumaa',
    submitting: 'Herregni uumamaa jira…',
    haveAccount: 'Herrega qabduu?',
    loginLink: 'Seenaa',
    invitedIntro: (role: string, email: string) =>
      `Garee hojjettootaa keessatti ${role} ta'uuf affeeramtanii jirtu. Herrega keessan teessoo kanaan uumaa: ${email}. Battalumatti itti fayyadamuu dandeessu.`,
    invitedEmailHint: 'Affeerraan kun teessoo kanaaf.',
    checkingInvitation: "Affeerraan keessan mirkanaa'aa jira…",
    metaDescription: 'Herrega hojjetaa marsariitii Waldaa Kaasaavaa Itoophiyaa uumaa.',
  },
  messages: authMessages,
  roleBadge: { admin: 'Bulchaa', moderator: 'Gulaalaa' },
};
