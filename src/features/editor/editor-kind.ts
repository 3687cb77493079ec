/** Which editor a screen belongs to: data files or schemas. */
export type EditorKind = 'data' | 'schema';
