import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from './decode-token';
import { RENEW_WITHIN_MS, RETRY_AFTER_MS, startTokenRenewal } from './token-renewal';

const NOW = 1_800_000_000_000;
const userExpiringIn = (ms: number): SessionUser => ({
  userId: 'u1',
  userName: 'erika',
  exp: (NOW + ms) / 1000,
  permissionIds: ['alloy.access', 'alloy.files'],
});

function setUp(user: SessionUser | null, renew = vi.fn(async () => 'fresh-token')) {
  let clock = NOW;
  const target = new EventTarget();
  const session = { getUser: vi.fn(() => user), signIn: vi.fn(() => user) };
  const stop = startTokenRenewal({ session, renew, target, now: () => clock });
  const act = async (type = 'pointerdown') => {
    target.dispatchEvent(new Event(type));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const advance = (ms: number) => {
    clock += ms;
  };
  return { session, renew, stop, act, advance };
}

describe('token renewal', () => {
  it('exchanges the token when the user is active within ten minutes of its expiry', async () => {
    const { renew, session, act } = setUp(userExpiringIn(RENEW_WITHIN_MS - 1));

    await act('keydown');

    expect(renew).toHaveBeenCalledTimes(1);
    expect(session.signIn).toHaveBeenCalledWith('fresh-token');
  });

  it('leaves a token alone that has longer to live, and one that has expired', async () => {
    const early = setUp(userExpiringIn(RENEW_WITHIN_MS + 1000));
    const late = setUp(userExpiringIn(-1));
    const signedOut = setUp(null);

    await early.act();
    await late.act();
    await signedOut.act();

    expect(early.renew).not.toHaveBeenCalled();
    expect(late.renew).not.toHaveBeenCalled();
    expect(signedOut.renew).not.toHaveBeenCalled();
  });

  it('asks once while a renewal is on its way, however busy the user is', async () => {
    let answer: (token: string) => void = () => undefined;
    const renew = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { act } = setUp(userExpiringIn(60_000), renew);

    await act('pointerdown');
    await act('keydown');
    await act('wheel');
    answer('fresh-token');

    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('waits a minute after a refused renewal before asking again', async () => {
    const renew = vi.fn(async () => {
      throw new Error('UNAUTHENTICATED');
    });
    const { act, advance } = setUp(userExpiringIn(5 * 60_000), renew);

    await act();
    advance(RETRY_AFTER_MS - 1);
    await act();
    advance(1);
    await act();

    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('does nothing without activity, and nothing once stopped', async () => {
    const { renew, stop, act } = setUp(userExpiringIn(60_000));

    await new Promise((resolve) => setTimeout(resolve, 5));
    stop();
    await act();

    expect(renew).not.toHaveBeenCalled();
  });
});
