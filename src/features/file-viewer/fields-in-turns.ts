import { useEffect, useState } from 'react';
import { flattenElements } from '../../../domain/schema/element-ops';
import type { SchemaElement } from '../../../domain/schema/types';

/** Fields a form shows as it opens: about a screen of them. */
export const FIRST_FIELDS = 12;
/** When the rest follow in a page that paints nothing (a tab opened in the background). */
const UNPAINTED_MS = 500;

/**
 * How many of the top-level `elements`, in order, make up `budget` fields, a Group counting with the fields
 * inside it; at least one, and the one that reaches the budget is in.
 */
export function elementsWithin(elements: readonly SchemaElement[], budget: number): number {
  let fields = 0;
  for (const [index, element] of elements.entries()) {
    fields += flattenElements([element]).length;
    if (fields >= budget) return index + 1;
  }
  return elements.length;
}

/**
 * How many of the top-level `elements` a form renders now: a screen of fields with the form, all of them
 * once the browser has painted those. A form of 200 fields so shows its first fields at once instead of
 * after rendering every one.
 */
export function useFieldsInTurns(elements: readonly SchemaElement[]): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all) return;
    const showAll = () => setAll(true);
    // A frame's callback runs before its paint, a task it posts runs after it. A hidden page paints no frames.
    let afterPaint: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      afterPaint = setTimeout(showAll);
    });
    const unpainted = setTimeout(showAll, UNPAINTED_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
      clearTimeout(unpainted);
    };
  }, [all]);
  return all ? elements.length : elementsWithin(elements, FIRST_FIELDS);
}
