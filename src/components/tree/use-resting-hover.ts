import { useEffect, useRef, useState } from 'react';

/**
 * How long the pointer rests on a row before its buttons appear. Buttons that appeared the instant the
 * pointer arrived would sit under a click aimed at the entry's name and take it.
 */
export const HOVER_REVEAL_MS = 150;

/** Whether the pointer has rested on the element for `HOVER_REVEAL_MS`, and the handlers that tell it. */
export function useRestingHover() {
  const [resting, setResting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    resting,
    onMouseEnter: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setResting(true), HOVER_REVEAL_MS);
    },
    onMouseLeave: () => {
      clearTimeout(timer.current);
      setResting(false);
    },
  };
}
