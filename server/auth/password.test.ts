import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse');

    expect(hash).toMatch(/^scrypt\$N=131072,r=8,p=1\$[A-Za-z0-9+/=]{44}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('never matches a malformed or absurd stored hash', async () => {
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$N=1073741824,r=8,p=1$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('', DUMMY_PASSWORD_HASH)).toBe(false);
  });
});
