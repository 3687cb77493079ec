import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DirectoryItemFieldsFragment, SchemaFieldsFragment } from '../../lib/graphql/generated/graphql';
import { createQueryClient } from '../../lib/query-client';
import { type ApiStub, stubApi } from '../../test/api-stub';
import { SchemaEntryPage } from './schema-entry-page';
import { renderInRouter, UI_TEST_TIMEOUT } from './test-render';

const entry = (
  id: string,
  name: string,
  parentId: string | null,
  schemaId: string | null = null,
): DirectoryItemFieldsFragment => ({
  id,
  fileId: schemaId,
  parentId,
  position: 1,
  name,
  schemaId,
  isLeaf: schemaId !== null,
  isVisible: true,
});

const customers: SchemaFieldsFragment = {
  id: 'schema-1',
  label: 'Kunden',
  parentId: 'folder',
  metadata: {},
  elements: [],
  version: 1,
  updatedAt: '2024-01-01T00:00:00Z',
};

let api: ApiStub;

beforeEach(() => {
  api = stubApi();
  const flat = [
    entry('folder', 'Stammdaten', null),
    entry('customers', 'Kunden', 'folder', 'schema-1'),
    entry('sub-a', 'Archiv', 'folder'),
    entry('sub-b', 'Entwürfe', 'folder'),
    entry('empty', 'Leer', null),
    entry('gone', 'Verwaist', null, 'schema-deleted'),
  ];
  api.Schemas.mockResolvedValue({ schema: [customers] });
  api.SchemaDirectory.mockResolvedValue({
    schemaDirectory: {
      version: 1,
      flat: flat.map((item) => ({ id: item.id, directory: item })),
    },
  });
  api.UpdateSchema.mockRejectedValue(new Error('UpdateSchema was not expected'));
  api.RuleViolations.mockResolvedValue({ ruleViolations: [] });
});

// The answering fetch is shared with the test files after this one (vitest.config.ts): give it back.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(id: string) {
  return renderInRouter(
    <QueryClientProvider client={createQueryClient()}>
      <Suspense fallback={null}>
        <SchemaEntryPage id={id} />
      </Suspense>
    </QueryClientProvider>,
  );
}

describe('SchemaEntryPage', { timeout: UI_TEST_TIMEOUT }, () => {
  it('opens the schema a directory entry holds in the schema editor', async () => {
    renderPage('customers');
    expect(await screen.findByRole('heading', { name: 'Kunden', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('schema-1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neues Element' })).toBeInTheDocument();
  });

  it('tells what a folder holds and asks to pick a schema', async () => {
    renderPage('folder');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Ordner „Stammdaten“');
    expect(notice).toHaveTextContent('Dieser Ordner enthält 1 Schema und 2 Unterordner.');
    expect(notice).toHaveTextContent('Wählen Sie links ein Schema aus, um es zu bearbeiten.');
  });

  it('calls an empty folder empty', async () => {
    renderPage('empty');
    expect(await screen.findByRole('status')).toHaveTextContent('Dieser Ordner ist leer.');
  });

  it('says when no entry has the id', async () => {
    renderPage('nirgends');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Eintrag nicht gefunden');
    expect(alert).toHaveTextContent('Im Schema-Verzeichnis gibt es keinen Eintrag mit der ID „nirgends“.');
  });

  it('says when the schema of an entry no longer exists', async () => {
    renderPage('gone');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verwaist');
    expect(alert).toHaveTextContent('Das Schema zu diesem Eintrag existiert nicht mehr.');
  });
});
