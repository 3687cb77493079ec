import { useEffect } from 'react';

/** Whether the keys pressed are Ctrl+K (⌘K on a Mac), the search's shortcut. */
export const isSearchShortcut = (
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) => (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** Calls `open` on Ctrl+K or ⌘K wherever the focus is (before an editor's own shortcuts see the keys). */
export function useSearchShortcut(open: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      event.stopPropagation();
      open();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [open]);
}
