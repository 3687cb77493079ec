import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, FRESH_FOR_NAVIGATION_MS } from './query-client';

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
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not repeat at mount a read its route loader has just fetched', async () => {
    const { queryClient, queryFn, watch } = setUp();
    await queryClient.prefetchQuery({ queryKey: KEY, queryFn });
    const stop = watch();
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('fetches a read again when a screen needs it later', async () => {
    vi.useFakeTimers();
    const { queryClient, queryFn, watch } = setUp();
    await queryClient.prefetchQuery({ queryKey: KEY, queryFn });
    vi.advanceTimersByTime(FRESH_FOR_NAVIGATION_MS + 1);
    const stop = watch();
    expect(queryFn).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not fetch again what another part of the page already shows', async () => {
    vi.useFakeTimers();
    const { queryClient, queryFn, watch } = setUp();
    const stopTree = watch();
    await vi.waitFor(() => expect(queryClient.getQueryData(KEY)).toBeDefined());
    vi.advanceTimersByTime(FRESH_FOR_NAVIGATION_MS + 1);
    const stopViewer = watch();
    expect(queryFn).toHaveBeenCalledTimes(1);
    stopViewer();
    stopTree();
  });
});
