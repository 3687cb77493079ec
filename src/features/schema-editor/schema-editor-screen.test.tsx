import { QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { element, topLevel } from '../../../domain/schema/element-fixtures';
import type { SchemaElement } from '../../../domain/schema/types';
import { schemasQueryOptions } from '../../api/schemas-query';
import type { SchemaFieldsFragment } from '../../lib/graphql/generated/graphql';
import { answeredWith } from '../../lib/graphql/test-client-error';
import { createQueryClient } from '../../lib/query-client';
import { type ApiStub, stubApi } from '../../test/api-stub';
import { SchemaEditorScreen } from './schema-editor-screen';
import { renderInRouter, UI_TEST_TIMEOUT } from './test-render';

const stored = (elements: SchemaElement[], version: number): SchemaFieldsFragment => ({
  id: 'schema-1',
  label: 'Kunden',
  parentId: null,
  metadata: {},
  elements,
  version,
  updatedAt: '2024-01-01T00:00:00Z',
});

let serverCopy: SchemaFieldsFragment;
let schemas: ApiStub['Schemas'];
let updateSchema: ApiStub['UpdateSchema'];

let api: ApiStub;

beforeEach(() => {
  api = stubApi();
  serverCopy = stored(
    topLevel([element('name', 'Input', { label: 'Name' }), element('city', 'Input', { label: 'Ort' })]),
    3,
  );
  schemas = api.Schemas.mockImplementation(async () => ({ schema: [serverCopy] }));
  api.SchemaDirectory.mockResolvedValue({
    schemaDirectory: { version: 1, flat: [] },
  });
  api.RuleViolations.mockResolvedValue({ ruleViolations: [] });
  updateSchema = api.UpdateSchema.mockImplementation(() =>
    Promise.reject(new Error('UpdateSchema was not expected')),
  );
});

// The answering fetch is shared with the test files after this one (vitest.config.ts): give it back.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Reads the schema the way the route's caller does and hands it to the screen. */
function SchemaFromCache() {
  const { data } = useSuspenseQuery(schemasQueryOptions());
  const schema = data[0];
  return schema ? <SchemaEditorScreen schema={schema} /> : null;
}

function renderScreen() {
  const queryClient = createQueryClient();
  const rendered = renderInRouter(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <SchemaFromCache />
      </Suspense>
    </QueryClientProvider>,
  );
  return { ...rendered, queryClient };
}

describe('SchemaEditorScreen', { timeout: UI_TEST_TIMEOUT }, () => {
  it('saves with updateSchema and the version it read, then counts as saved', async () => {
    updateSchema.mockImplementation(async ({ schema }) => {
      const { elements } = schema as { elements: SchemaElement[] };
      serverCopy = stored(elements, 4);
      return { updateSchema: { success: true, data: serverCopy } };
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: '„Name“ nach unten verschieben' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Schema erfolgreich gespeichert')).toBeInTheDocument();
    expect(updateSchema).toHaveBeenCalledWith({
      schema: expect.objectContaining({ id: 'schema-1', version: 3 }),
    });
    const sent = updateSchema.mock.calls[0]?.[0].schema as { elements: SchemaElement[] };
    expect(sent.elements.map((e) => [e.elementId, e.position])).toEqual([
      ['name', 1],
      ['city', 0],
    ]);
    await waitFor(() => expect(screen.queryByText('Ungespeicherte Änderungen')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  });

  it('keeps the changes unsaved when the server refuses them', async () => {
    updateSchema.mockResolvedValue({ updateSchema: { success: false, data: null } });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: '„Name“ nach unten verschieben' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Schema konnte nicht gespeichert werden')).toBeInTheDocument();
    expect(screen.getByText('Ungespeicherte Änderungen')).toBeInTheDocument();
  });

  it('loads the newer copy in place of the local one when someone else saved first', async () => {
    updateSchema.mockImplementation(async () => {
      serverCopy = stored(topLevel([element('city', 'Input', { label: 'Ort' })]), 4);
      throw answeredWith('CONFLICT');
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: '„Name“ nach unten verschieben' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(
      await screen.findByText(
        'Die Daten wurden inzwischen von jemand anderem geändert. Die aktuelle Fassung wurde geladen.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Name')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '„Ort“ löschen' })).toBeInTheDocument();
    expect(screen.queryByText('Ungespeicherte Änderungen')).not.toBeInTheDocument();
  });

  it('saves edits made on an older copy with that older version, so the server can refuse them', async () => {
    updateSchema.mockRejectedValue(answeredWith('CONFLICT'));
    const { user, queryClient } = renderScreen();
    await user.click(await screen.findByRole('button', { name: '„Name“ nach unten verschieben' }));
    serverCopy = stored(serverCopy.elements as SchemaElement[], 5);
    await act(() => queryClient.refetchQueries());
    expect(schemas).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(updateSchema).toHaveBeenCalledWith({ schema: expect.objectContaining({ version: 3 }) }),
    );
  });

  it('reads again which files break the rules once the schema was saved', async () => {
    updateSchema.mockImplementation(async ({ schema }) => {
      const { elements } = schema as { elements: SchemaElement[] };
      serverCopy = stored(elements, 4);
      api.RuleViolations.mockResolvedValue({
        ruleViolations: [{ elementId: 'name', rule: 'required', count: 2, files: [] }],
      });
      return { updateSchema: { success: true, data: serverCopy } };
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: '„Name“ nach unten verschieben' }));
    expect(api.RuleViolations).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /verletzen diese Regel/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByRole('button', { name: 'Pflichtfeld: 2 Dateien verletzen diese Regel' }),
    ).toBeInTheDocument();
    expect(api.RuleViolations).toHaveBeenCalledTimes(2);
  });
});
