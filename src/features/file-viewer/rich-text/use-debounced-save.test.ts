import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useDebouncedSave } from './use-debounced-save';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('saves the last value 500 ms after the last change', () => {
  const save = vi.fn();
  const { result } = renderHook(() => useDebouncedSave(save, 500));
  result.current.schedule('a');
  vi.advanceTimersByTime(400);
  result.current.schedule('ab');
  vi.advanceTimersByTime(499);
  expect(save).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(save).toHaveBeenCalledExactlyOnceWith('ab');
});

it('saves what is still waiting when the editor goes away', () => {
  const save = vi.fn();
  const { result, unmount } = renderHook(() => useDebouncedSave(save, 500));
  result.current.schedule('typed');
  unmount();
  expect(save).toHaveBeenCalledExactlyOnceWith('typed');
  vi.advanceTimersByTime(1000);
  expect(save).toHaveBeenCalledOnce();
});

it('sends what is waiting and asks to stay when the page is left before the delay', () => {
  const save = vi.fn();
  const { result } = renderHook(() => useDebouncedSave(save, 500));
  const leave = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(leave()).toBe(false);
  result.current.schedule('typed');
  expect(leave()).toBe(true);
  expect(save).toHaveBeenCalledExactlyOnceWith('typed');
});
