// The certificate check (/verify/<code>): the one-answer load machine (loading → ready, or failed with a retry) asking
// about one code.
import type { Verification } from '../contract/account';
import { createLoadMachine } from './adminLoad';

/** What the server said about a code: the certificate it belongs to, or that no certificate has it. */
export type CertificateCheck = { found: true; verification: Verification } | { found: false };

export const certificateCheckMachine = createLoadMachine<{ code: string }, CertificateCheck>({ id: 'certificateCheck' });
export type CertificateCheckMachine = typeof certificateCheckMachine;
