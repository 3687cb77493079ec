import '@testing-library/jest-dom/vitest';
import '../lib/messages/de-screens';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { getPlacementsInUse, toasterFor } from '../lib/toasters';

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Toasts live in module
// stores, which test files share (vitest.config.ts), so none outlives its test either.
afterEach(() => {
  cleanup();
  for (const placement of getPlacementsInUse()) toasterFor(placement).remove();
});

// jsdom has no layout observers; Chakra's menus, tooltips and popovers need one to exist.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom lays nothing out, so it scrolls nothing into view; lists that keep their active item in view call it.
Element.prototype.scrollIntoView ??= () => undefined;
