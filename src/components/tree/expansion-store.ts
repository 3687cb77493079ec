/**
 * Which folders are open, kept in local storage under one key per user and tree kind, so a tree opens as
 * it was left: after a reload, on another route, and for entries that went to the bin and came back
 * (the directory and its bin share the key). Trees under the same key see each other's changes at once.
 */

/** Ids kept per key; the folders opened longest ago are forgotten first. */
const KEPT_IDS = 2000;

const cache = new Map<string, ReadonlySet<string>>();
const listeners = new Map<string, Set<() => void>>();

function load(key: string): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function readExpanded(key: string): ReadonlySet<string> {
  let expanded = cache.get(key);
  if (!expanded) {
    expanded = load(key);
    cache.set(key, expanded);
  }
  return expanded;
}

export function writeExpanded(key: string, next: ReadonlySet<string>): void {
  if (next === cache.get(key)) return;
  const ids = [...next].slice(-KEPT_IDS);
  cache.set(key, ids.length === next.size ? next : new Set(ids));
  try {
    window.localStorage.setItem(key, JSON.stringify(ids));
  } catch {
    // Storage full or off: the folders stay open for this page view.
  }
  for (const listener of listeners.get(key) ?? []) listener();
}

export function subscribeExpanded(key: string, listener: () => void): () => void {
  const keyListeners = listeners.get(key) ?? new Set();
  listeners.set(key, keyListeners);
  keyListeners.add(listener);
  return () => keyListeners.delete(listener);
}

// Another tab of the same user opened or closed a folder.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const stale = event.key === null ? [...cache.keys()] : cache.has(event.key) ? [event.key] : [];
    for (const key of stale) {
      cache.delete(key);
      for (const listener of listeners.get(key) ?? []) listener();
    }
  });
}

/** The storage key of one user's tree kind. */
export const expansionKey = (userId: string, tree: string) => `alloy.tree.expanded.${userId}.${tree}`;
