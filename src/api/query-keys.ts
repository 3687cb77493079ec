/** The general first parts of the query keys; invalidating one reaches every query below it. */
export const DIRECTORY_KEY = ['directory'] as const;
export const RECYCLE_BIN_KEY = ['recycleBin'] as const;
export const SCHEMAS_KEY = ['schemas'] as const;
export const FILE_KEY = ['file'] as const;
export const OVERVIEW_KEY = ['overview'] as const;
export const SEARCH_KEY = ['search'] as const;
export const FILE_TABLE_KEY = ['fileTable'] as const;
export const HISTORY_KEY = ['history'] as const;
