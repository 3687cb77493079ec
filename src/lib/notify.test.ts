import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFY_POSITIONS, notify, notifyOptionsProblem } from './notify';
import { getPlacementsInUse, TOAST_PLACEMENTS, toasterFor } from './toasters';

function visibleToasts() {
  return getPlacementsInUse().flatMap((placement) =>
    toasterFor(placement)
      .getVisibleToasts()
      .map((toast) => ({ ...toast, placement })),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('notify', () => {
  it('shows a negative notification at the bottom for 5000 ms by default', () => {
    notify({ message: 'Directory konnte nicht aktualisiert werden', tone: 'negative' });
    expect(visibleToasts()).toMatchObject([
      {
        title: 'Directory konnte nicht aktualisiert werden',
        type: 'error',
        duration: 5000,
        placement: 'bottom',
      },
    ]);
  });

  it('maps the tones onto toast types', () => {
    notify({ message: 'a', tone: 'positive' });
    notify({ message: 'b', tone: 'info' });
    notify({ message: 'c', tone: 'warning' });
    expect(Object.fromEntries(visibleToasts().map((toast) => [toast.title, toast.type]))).toEqual({
      a: 'success',
      b: 'info',
      c: 'warning',
    });
  });

  it.each(NOTIFY_POSITIONS.map((position) => [position, TOAST_PLACEMENTS[position]]))(
    'places position %s at %s',
    (position, placement) => {
      notify({ message: `at ${position}`, tone: 'info', position });
      expect(visibleToasts()).toMatchObject([{ title: `at ${position}`, placement }]);
    },
  );

  it('keeps a notification with timeout 0 until it is closed', () => {
    notify({ message: 'bleibt', tone: 'info', timeout: 0 });
    expect(visibleToasts()[0]?.duration).toBe(Number.POSITIVE_INFINITY);
  });

  it('counts a repeated notification instead of stacking it', () => {
    notify({ message: 'doppelt', tone: 'negative', badgePosition: 'top-left' });
    notify({ message: 'doppelt', tone: 'negative', badgePosition: 'top-left' });
    expect(visibleToasts()).toMatchObject([
      { title: 'doppelt', meta: { count: 2, badgePosition: 'top-left' } },
    ]);
  });

  it.each([
    ['an unknown position', { position: 'middle' }],
    ['an empty position', { position: '' }],
    ['a negative timeout', { timeout: -1 }],
    ['a timeout that is not a number', { timeout: '5000' }],
    ['an infinite timeout', { timeout: Number.POSITIVE_INFINITY }],
    ['a timeout of NaN', { timeout: Number.NaN }],
    ['an unknown badge position', { badgePosition: 'top-middle' }],
  ])('logs an error and shows nothing for %s', (_case, invalid) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    notify({ message: 'nicht gezeigt', tone: 'info', ...(invalid as object) });
    expect(consoleError).toHaveBeenCalledOnce();
    expect(visibleToasts()).toEqual([]);
  });
});

describe('notifyOptionsProblem', () => {
  it('accepts every valid position as position and as badge position', () => {
    for (const position of NOTIFY_POSITIONS) {
      expect(notifyOptionsProblem({ position, badgePosition: position, timeout: 0 })).toBeNull();
    }
  });
});
