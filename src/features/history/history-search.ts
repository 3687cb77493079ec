import { useNavigate, useSearch } from '@tanstack/react-router';

/** The search of a route whose object's "Verlauf" can be opened by link (`?history=true`). */
export interface HistorySearch {
  history?: boolean;
}

export function validateHistorySearch(search: Record<string, unknown>): HistorySearch {
  return search.history === true || search.history === 'true' ? { history: true } : {};
}

/** Whether the page's "Verlauf" is open, kept in the address so a link can open it; and the way to open or close it. */
export function useHistoryOpen(): [boolean, (open: boolean) => void] {
  const search = useSearch({ strict: false }) as HistorySearch;
  const navigate = useNavigate();
  const setOpen = (open: boolean) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, history: open ? true : undefined }),
    } as never);
  return [search.history === true, setOpen];
}
