import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dataDirectoryQueryOptions } from '../../api/data-directory-query';
import type { DirectoryItemFieldsFragment } from '../../lib/graphql/generated/graphql';
import { FileViewer } from './file-viewer';
import { formContext, renderInForm, UI_TEST_TIMEOUT } from './test-render';

vi.setConfig({ testTimeout: UI_TEST_TIMEOUT });

const entry = (id: string, fields: Partial<DirectoryItemFieldsFragment>): DirectoryItemFieldsFragment => ({
  id,
  fileId: null,
  parentId: null,
  position: 1,
  name: id,
  schemaId: null,
  isLeaf: false,
  isVisible: true,
  ...fields,
});

function withDirectory(entries: DirectoryItemFieldsFragment[]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(dataDirectoryQueryOptions().queryKey, {
    version: 1,
    flat: entries.map((directory) => ({ id: directory.id, directory })),
  });
  return queryClient;
}

const directory = () =>
  withDirectory([
    entry('reports', { name: 'Berichte' }),
    entry('q1', { parentId: 'reports', fileId: 'file-q1', isLeaf: true }),
    entry('q2', { parentId: 'reports', fileId: 'file-q2', isLeaf: true, position: 2 }),
  ]);

describe('FileViewer', () => {
  it('says when the directory has no entry with the id', async () => {
    renderInForm(<FileViewer id="gibt-es-nicht" />, formContext(), directory());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Eintrag nicht gefunden');
    expect(alert).toHaveTextContent('„gibt-es-nicht“');
  });

  it('tells a folder apart from a file', async () => {
    renderInForm(<FileViewer id="reports" />, formContext(), directory());
    expect(await screen.findByRole('heading', { name: 'Ordner „Berichte“' })).toBeInTheDocument();
    expect(screen.getByText(/Ordner mit 2 Einträgen/)).toBeInTheDocument();
  });
});
