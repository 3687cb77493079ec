import { useEffect, useRef, useState } from 'react';

/**
 * Text being typed into a field. It follows the stored value while the user is not changing it, and is
 * committed by `flush` (Enter, blur) or, when the field goes away (the user navigates on), by itself,
 * together with the stored text the user started from (a value stored meanwhile is not what they saw).
 */
export function useDraft(stored: string, commit: (text: string, startedFrom: string) => void) {
  const [draft, setDraft] = useState(stored);
  const [base, setBase] = useState(stored);
  const [origin, setOrigin] = useState(stored);
  if (stored !== base) {
    setBase(stored);
    // Not being changed, or just saved as typed: the draft starts from the stored text again.
    if (draft === base || draft === stored) {
      setDraft(stored);
      setOrigin(stored);
    }
  }

  const latest = useRef({ draft, stored, origin, commit });
  useEffect(() => {
    latest.current = { draft, stored, origin, commit };
  });
  useEffect(
    () => () => {
      const { draft: typed, stored: saved, origin: seen, commit: save } = latest.current;
      if (typed !== saved) save(typed, seen);
    },
    [],
  );

  const flush = () => {
    if (draft !== stored) commit(draft, origin);
  };
  return { draft, setDraft, flush };
}
