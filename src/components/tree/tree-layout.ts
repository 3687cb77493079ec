/** Every row has the same height, so the virtualiser never measures. */
export const ROW_HEIGHT = 32;

/** Horizontal step per level, in pixels. */
export const LEVEL_INDENT = 16;

/** The DOM id of a row, so focus can move to it by entry id. */
export const rowDomId = (treeId: string, entryId: string) => `${treeId}-row-${entryId}`;
