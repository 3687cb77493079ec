/** Runs `load` once the browser is idle (or after a few seconds where it cannot tell). */
export function loadWhenIdle(load: () => unknown): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => load());
  else setTimeout(load, 3000);
}
