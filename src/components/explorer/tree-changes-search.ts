import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';

/** The explorers' search: `changes=true` opens the tree's change list, e.g. when linked from the audit screen. */
export interface TreeChangesSearch {
  changes?: boolean;
}

/**
 * Keeps `changes` only when it says true, and drops anything else. A plain check rather than zod: the route
 * files load with the login page, which ships no zod.
 */
export function validateTreeChangesSearch(search: Record<string, unknown>): TreeChangesSearch {
  return { changes: search.changes === true || search.changes === 'true' ? true : undefined };
}

/**
 * Whether the explorer's change list is open, and how to open or close it: through the search param, on
 * whichever page of the explorer is open, without a history entry of its own.
 */
export function useTreeChangesParam(): [boolean, (open: boolean) => void] {
  const { changes } = useSearch({ strict: false });
  const navigate = useNavigate();
  const setOpen = useCallback(
    (open: boolean) =>
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, changes: open ? true : undefined }),
        replace: true,
      }),
    [navigate],
  );
  return [changes === true, setOpen];
}
