/** The columns a file table shows, in order, and their widths in pixels; what a user arranged is kept. */
export interface TableLayout {
  /** Column ids in the order shown; a column left out is hidden. */
  shown: string[];
  widths: Record<string, number>;
}

export const FIXED_COLUMN_IDS = ['label', 'folders', 'updatedAt', 'updatedBy'] as const;
export const MIN_WIDTH = 80;
export const MAX_WIDTH = 800;
export const DEFAULT_WIDTH = 180;

/** Every column shown: the label, the schema's elements, then folders, last change and author. */
export const defaultLayout = (elementIds: string[]): TableLayout => ({
  shown: ['label', ...elementIds, 'folders', 'updatedAt', 'updatedBy'],
  widths: {},
});

/**
 * A stored layout made to fit the schema's columns as they are now: columns the schema no longer has
 * go, new elements are shown at the end of the elements; the label always stays first.
 */
export function fitLayout(stored: unknown, elementIds: string[]): TableLayout {
  const fallback = defaultLayout(elementIds);
  if (typeof stored !== 'object' || stored === null) return fallback;
  const { shown, widths, known } = stored as { shown?: unknown; widths?: unknown; known?: unknown };
  if (!Array.isArray(shown)) return fallback;
  const all = new Set<string>([...FIXED_COLUMN_IDS, ...elementIds]);
  const seen = new Set(Array.isArray(known) ? known : shown);
  const kept = shown.filter((id): id is string => typeof id === 'string' && all.has(id) && id !== 'label');
  const added = elementIds.filter((id) => !seen.has(id));
  const at = kept.findIndex((id) => (FIXED_COLUMN_IDS as readonly string[]).includes(id));
  const ordered = at === -1 ? [...kept, ...added] : [...kept.slice(0, at), ...added, ...kept.slice(at)];
  const widthsIn = typeof widths === 'object' && widths !== null ? (widths as Record<string, unknown>) : {};
  const keptWidths = Object.fromEntries(
    Object.entries(widthsIn).filter(
      (entry): entry is [string, number] => all.has(entry[0]) && typeof entry[1] === 'number',
    ),
  );
  return { shown: ['label', ...new Set(ordered)], widths: keptWidths };
}

/** What is stored: the layout and every column it knew of, so a column hidden stays hidden. */
export const storedLayout = (layout: TableLayout, elementIds: string[]) =>
  JSON.stringify({ ...layout, known: [...FIXED_COLUMN_IDS, ...elementIds] });

export const widthOf = (layout: TableLayout, id: string) => layout.widths[id] ?? DEFAULT_WIDTH;

export function withWidth(layout: TableLayout, id: string, width: number): TableLayout {
  const clamped = Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));
  return { ...layout, widths: { ...layout.widths, [id]: clamped } };
}

/** Shows or hides a column (the label stays); a column shown again goes back to the end. */
export function withShown(layout: TableLayout, id: string, shown: boolean): TableLayout {
  if (id === 'label') return layout;
  const rest = layout.shown.filter((column) => column !== id);
  return { ...layout, shown: shown ? [...rest, id] : rest };
}

/** Moves a shown column one place left (-1) or right (1); the label stays first. */
export function withMoved(layout: TableLayout, id: string, step: -1 | 1): TableLayout {
  const from = layout.shown.indexOf(id);
  const to = from + step;
  if (from < 1 || to < 1 || to >= layout.shown.length) return layout;
  const shown = [...layout.shown];
  [shown[from], shown[to]] = [shown[to] as string, shown[from] as string];
  return { ...layout, shown };
}
