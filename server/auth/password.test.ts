import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, MIN_PASSWORD_COST, verifyPassword } from './password';

const COST = MIN_PASSWORD_COST;

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse', COST);

    expect(hash).toMatch(/^scrypt\$N=1024,r=8,p=1\$[A-Za-z0-9+/=]{44}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', COST)).not.toBe(await hashPassword('same', COST));
  });

  it('never matches a malformed or absurd stored hash', async () => {
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$N=1073741824,r=8,p=1$AAAA$AAAA')).toBe(false);
  });

  it('keeps one dummy hash per cost, as costly as a real one, that nothing matches', async () => {
    const dummy = await dummyPasswordHash(COST);

    expect(await dummyPasswordHash(COST)).toBe(dummy);
    expect(await dummyPasswordHash(COST + 1)).toMatch(/^scrypt\$N=2048,r=8,p=1\$/);
    expect(dummy).toMatch(/^scrypt\$N=1024,r=8,p=1\$/);
    expect(await verifyPassword('', dummy)).toBe(false);
  });
});
