// scrypt (memory-hard, built into Node): "scrypt$N$r$p$salt$hash", all base64url.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const R = 8;
const P = 1;
const KEYLEN = 32;

const derive = (password: string, salt: Buffer, N: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, R, P);
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A real hash to compare against when the email is unknown, so timing does not reveal which emails exist. */
let dummy: Promise<string> | undefined;
export const dummyHash = (cost: number) => {
  dummy ??= hashPassword(randomBytes(12).toString('hex'), cost);
  return dummy;
};
