import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

const KEY = ['directory', 'DATA'];

function setUp() {
  const queryClient = createQueryClient();
  const queryFn = vi.fn(async () => ({ read: queryFn.mock.calls.length }));
  const watch = () => {
    const observer = new QueryObserver(queryClient, { queryKey: KEY, queryFn });
    return observer.subscribe(() => {});
  };
  return { queryClient, queryFn, watch };
}

describe('the query client', () => {
  it('fetches a read again when a screen needs it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { queryClient, queryFn, watch } = setUp();
      await queryClient.prefetchQuery({ queryKey: KEY, queryFn });
      vi.advanceTimersByTime(5000);
      const stop = watch();
      expect(queryFn).toHaveBeenCalledTimes(2);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not fetch a second time what the route fetched as the screen opened', async () => {
    const { queryClient, queryFn, watch } = setUp();
    await queryClient.prefetchQuery({ queryKey: KEY, queryFn });
    const stop = watch();
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('fetches a read a write marked stale, however recent', async () => {
    const { queryClient, queryFn, watch } = setUp();
    await queryClient.prefetchQuery({ queryKey: KEY, queryFn });
    await queryClient.invalidateQueries({ queryKey: KEY });
    const stop = watch();
    expect(queryFn).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not fetch again what another part of the page already shows', async () => {
    const { queryClient, queryFn, watch } = setUp();
    const stopTree = watch();
    await vi.waitFor(() => expect(queryClient.getQueryData(KEY)).toBeDefined());
    const stopViewer = watch();
    expect(queryFn).toHaveBeenCalledTimes(1);
    stopViewer();
    stopTree();
  });
});
