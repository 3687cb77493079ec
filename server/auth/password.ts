import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** The cost is log2 of scrypt's N. OWASP recommends N=2^17, r=8, p=1: 128 MiB of memory per hash. */
export const DEFAULT_PASSWORD_COST = 17;
export const MIN_PASSWORD_COST = 10;
export const MAX_PASSWORD_COST = 20;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 32;
const KEY_BYTES = 64;

interface Params {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, { N, r, p }: Params, keyLength: number): Promise<Buffer> {
  // Node refuses more than 32 MiB by default; scrypt needs 128 * N * r bytes.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N=131072,r=8,p=1$<salt base64>$<key base64>`: the parameters travel with the hash. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const params = { N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM };
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_BYTES);
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

function parse(encoded: string): { params: Params; salt: Buffer; key: Buffer } | null {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(encoded);
  if (!match) return null;
  const [, n, r, p, salt = '', key = ''] = match;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  // A tampered stored hash must not make verification take unbounded memory or time.
  const sane =
    params.N >= 2 &&
    params.N <= 2 ** MAX_PASSWORD_COST &&
    (params.N & (params.N - 1)) === 0 &&
    params.r >= 1 &&
    params.r <= 32 &&
    params.p >= 1 &&
    params.p <= 16;
  return sane ? { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') } : null;
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * The hash of a password nobody knows, at `cost`: verifying against it makes an unknown user name take as
 * long as a wrong password. Derived once per cost, on first use.
 */
export function dummyPasswordHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword(randomBytes(SALT_BYTES).toString('base64'), cost);
    dummyHashes.set(cost, hash);
    hash.catch(() => dummyHashes.delete(cost));
  }
  return hash;
}
