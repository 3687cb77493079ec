import { useEffect, useRef, useState } from 'react';

/**
 * Text being typed into a field. It follows the stored value while the user is not changing it, and is
 * committed by `flush` (Enter, blur) or, when the field goes away (the user navigates on), by itself.
 */
export function useDraft(stored: string, commit: (text: string) => void) {
  const [draft, setDraft] = useState(stored);
  const [base, setBase] = useState(stored);
  if (stored !== base) {
    setBase(stored);
    if (draft === base) setDraft(stored);
  }

  const latest = useRef({ draft, stored, commit });
  useEffect(() => {
    latest.current = { draft, stored, commit };
  });
  useEffect(
    () => () => {
      const { draft: typed, stored: saved, commit: save } = latest.current;
      if (typed !== saved) save(typed);
    },
    [],
  );

  const flush = () => {
    if (draft !== stored) commit(draft);
  };
  return { draft, setDraft, flush };
}
