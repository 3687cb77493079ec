import { useSyncExternalStore } from 'react';
import { readPreference, writePreference } from './preference-storage';

export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** Local-storage key of the colour mode; it belongs to the browser (screen and room), not to the user. */
export const COLOR_MODE_KEY = 'alloy.colorMode';

const listeners = new Set<() => void>();
let mode: ColorMode = 'light';

function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

/** Chakra's `_dark` styles follow the `dark` class on `<html>`; `color-scheme` turns the browser's own parts. */
function applyToDocument(): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

/** Puts the remembered colour mode (light when none) on the document; call before the first render. */
export function applyStoredColorMode(): void {
  const stored = readPreference(COLOR_MODE_KEY);
  mode = isColorMode(stored) ? stored : 'light';
  applyToDocument();
}

export function getColorMode(): ColorMode {
  return mode;
}

/** Switches the colour mode and remembers it. */
export function setColorMode(next: ColorMode): void {
  writePreference(COLOR_MODE_KEY, next);
  if (next === mode) return;
  mode = next;
  applyToDocument();
  for (const listener of listeners) listener();
}

export function subscribeColorMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current colour mode; the calling component renders again when it changes. */
export function useColorMode(): ColorMode {
  return useSyncExternalStore(subscribeColorMode, getColorMode);
}
