import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import argon2 from 'argon2';
import { Semaphore } from './semaphore';

/** OWASP's first argon2id choice: 19 MiB, 2 passes, 1 lane (about 35 ms here). */
const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Two hashes at a time (the machine has two cores), 200 waiting at most; past that a sign-in is
 * answered "busy" instead of queueing minutes of CPU behind everybody's ordinary requests.
 */
const hashing = new Semaphore(2, 200);

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => argon2.hash(password, ARGON2));
}

export interface Verification {
  ok: boolean;
  /** The stored hash uses an old scheme or weaker parameters: store a fresh one. */
  needsRehash: boolean;
}

export async function verifyPassword(password: string, stored: string): Promise<Verification> {
  if (stored.startsWith('$argon2')) {
    const ok = await hashing.run(() => argon2.verify(stored, password).catch(() => false));
    return { ok, needsRehash: ok && argon2.needsRehash(stored, ARGON2) };
  }
  if (stored.startsWith('scrypt$')) {
    const ok = await hashing.run(() => verifyLegacyScrypt(password, stored));
    return { ok, needsRehash: ok };
  }
  return { ok: false, needsRehash: false };
}

let dummy: Promise<string> | null = null;

/**
 * For an unknown e-mail: the same argon2id work as a real check, against a hash of a random
 * password made once, so the answer's timing does not tell which e-mails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= argon2.hash(randomBytes(16).toString('hex'), ARGON2);
  const hash = await dummy;
  await hashing.run(() => argon2.verify(hash, password).catch(() => false));
  return false;
}

// Hashes written before argon2id: `scrypt$<salt b64>$<hash b64>`, N=16384, r=8, p=1.
const SCRYPT: ScryptOptions = { N: 16_384, r: 8, p: 1 };

function verifyLegacyScrypt(password: string, stored: string): Promise<boolean> {
  const [, salt, hash] = stored.split('$');
  if (!salt || !hash) return Promise.resolve(false);
  const expected = Buffer.from(hash, 'base64');
  return new Promise((resolve) =>
    scrypt(password, Buffer.from(salt, 'base64'), expected.length, SCRYPT, (err, key) =>
      resolve(!err && key.length === expected.length && timingSafeEqual(key, expected)),
    ),
  );
}
