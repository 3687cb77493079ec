import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyStoredColorMode,
  COLOR_MODE_KEY,
  getColorMode,
  setColorMode,
  subscribeColorMode,
} from './color-mode';

afterEach(() => {
  setColorMode('light');
  window.localStorage.clear();
});

describe('the colour mode', () => {
  it('is light when none was chosen', () => {
    window.localStorage.clear();
    applyStoredColorMode();
    expect(getColorMode()).toBe('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('puts the dark class and colour scheme on the document and remembers the choice', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeColorMode(listener);
    setColorMode('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.classList.contains('light')).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(window.localStorage.getItem(COLOR_MODE_KEY)).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('comes back from storage on the next start', () => {
    window.localStorage.setItem(COLOR_MODE_KEY, 'dark');
    applyStoredColorMode();
    expect(getColorMode()).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
