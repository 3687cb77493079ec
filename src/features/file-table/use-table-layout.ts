import { useState } from 'react';
import { useSessionUser } from '../../lib/auth/use-session-user';
import { readPreference, writePreference } from '../../lib/preferences/preference-storage';
import { fitLayout, storedLayout, type TableLayout } from './table-layout';

function readLayout(key: string, elementIds: string[]): TableLayout {
  const stored = readPreference(key);
  try {
    return fitLayout(stored === null ? null : JSON.parse(stored), elementIds);
  } catch {
    return fitLayout(null, elementIds);
  }
}

/** The columns, order and widths of a schema's file table, as this user last left them in this browser. */
export function useTableLayout(schemaId: string, elementIds: string[]) {
  const userId = useSessionUser()?.userId ?? '';
  const key = `alloy.fileTable.${userId}.${schemaId}`;
  const [state, setState] = useState(() => ({ key, layout: readLayout(key, elementIds) }));
  const layout = state.key === key ? state.layout : readLayout(key, elementIds);
  const setLayout = (next: TableLayout) => {
    writePreference(key, storedLayout(next, elementIds));
    setState({ key, layout: next });
  };
  return [layout, setLayout] as const;
}
