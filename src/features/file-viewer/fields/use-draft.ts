import { useEffect, useRef, useState } from 'react';

export interface DraftRules {
  /** Whether the text may be saved; text that may not stays a draft (the field says why). */
  valid?: (text: string) => boolean;
  /** The text as the field keeps it once saved (a number in its German form, say). */
  normalize?: (text: string) => string;
}

const always = () => true;
const asTyped = (text: string) => text;

/**
 * Text being typed into a field. It follows the stored value while the user is not changing it, and is
 * committed by `flush` (Enter, blur) or, when the field goes away (the user navigates on), by itself,
 * together with the stored text the user started from (a value stored meanwhile is not what they saw).
 * Text the rules find invalid is never committed; `flush` answers whether the draft was valid.
 */
export function useDraft(
  stored: string,
  commit: (text: string, startedFrom: string) => void,
  rules: DraftRules = {},
) {
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
  const { valid = always, normalize = asTyped } = rules;

  const latest = useRef({ draft, stored, origin, commit, valid, normalize });
  useEffect(() => {
    latest.current = { draft, stored, origin, commit, valid, normalize };
  });
  useEffect(
    () => () => {
      const {
        draft: typed,
        stored: saved,
        origin: seen,
        commit: save,
        valid: may,
        normalize: tidy,
      } = latest.current;
      if (typed !== saved && may(typed) && tidy(typed) !== saved) save(tidy(typed), seen);
    },
    [],
  );

  const flush = () => {
    if (!valid(draft)) return false;
    const text = normalize(draft);
    if (text !== draft) setDraft(text);
    if (text !== stored) commit(text, origin);
    return true;
  };
  return { draft, setDraft, flush };
}
