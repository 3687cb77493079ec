import { useCallback, useEffect, useRef } from 'react';

/** Saves the last value `delay` ms after the last change, and at once when the editor goes away. */
export function useDebouncedSave<T>(save: (value: T) => void, delay: number) {
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const waiting = pending.current;
    pending.current = null;
    if (waiting) latestSave.current(waiting.value);
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );

  useEffect(() => flush, [flush]);

  // Leaving the page does not unmount the editor: send what waits and ask the user to stay for it.
  useEffect(() => {
    const saveBeforeLeaving = (event: BeforeUnloadEvent) => {
      if (!pending.current) return;
      flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', saveBeforeLeaving);
    return () => window.removeEventListener('beforeunload', saveBeforeLeaving);
  }, [flush]);

  return { schedule, flush };
}
