import { useState } from 'react';

const STORAGE_KEY = 'alloy-simplified-input';

/** The entry mode stays as the user left it, across files and visits. */
export function useSimplifiedInput() {
  const [simplified, setSimplified] = useState(() => window.localStorage.getItem(STORAGE_KEY) === 'true');
  const toggle = () => {
    const next = !simplified;
    window.localStorage.setItem(STORAGE_KEY, String(next));
    setSimplified(next);
  };
  return { simplified, toggle };
}
