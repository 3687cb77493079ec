import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { element, topLevel } from '../../../domain/schema/element-fixtures';
import { api } from '../../lib/graphql/client';
import { FileForm, type LoadedFile } from './file-form';
import { renderInForm, UI_TEST_TIMEOUT } from './test-render';

vi.setConfig({ testTimeout: UI_TEST_TIMEOUT });

const elements = topLevel([
  element('first', 'Input', {
    label: 'Vorname',
    props: { _behavior: { labelDependency: { editsLabel: true, labelPosition: 1 } } },
  }),
  element('last', 'Input', {
    label: 'Nachname',
    props: { _behavior: { labelDependency: { editsLabel: true, labelPosition: 2 } } },
  }),
  element('removed-later', 'Input', { label: 'Notiz' }),
]);

let fileNumber = 0;
function file(overrides: Partial<LoadedFile> = {}): LoadedFile {
  fileNumber += 1;
  return {
    id: `file-${fileNumber}`,
    label: 'Neue Datei',
    schemaId: 'person',
    version: 3,
    data: [{ elementId: 'last', 'props.model.model-value': 'Lovelace' }],
    relatedFiles: [],
    ...overrides,
  };
}

const renderForm = (loaded: LoadedFile) =>
  renderInForm(
    <FileForm file={loaded} elements={elements} schema={{ label: 'Person', entryId: 'schema-entry' }} />,
  );

/** The form's writes; no test reaches the server. */
let updateFile: MockInstance<typeof api.UpdateFile>;

beforeEach(() => {
  updateFile = vi
    .spyOn(api, 'UpdateFile')
    .mockImplementation(() => Promise.reject(new Error('UpdateFile was not expected')));
});

// The api object is shared with the test files after this one (vitest.config.ts): give back its function.
afterEach(() => {
  vi.restoreAllMocks();
});

describe('FileForm', () => {
  it('shows the label, the file id and a link to the schema', async () => {
    const loaded = file();
    renderForm(loaded);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lovelace' })).toBeInTheDocument();
    expect(screen.getByText(loaded.id)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Person' })).toHaveAttribute(
      'href',
      '/SchemaEditor/schema-entry',
    );
  });

  it('sends each change with the version the last write returned, and the composed label', async () => {
    updateFile
      .mockResolvedValueOnce({ updateFile: { success: true, version: 4 } })
      .mockResolvedValueOnce({ updateFile: { success: true, version: 5 } });
    const loaded = file();
    const { user } = renderForm(loaded);

    await user.type(await screen.findByRole('textbox', { name: 'Vorname' }), 'Ada{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeInTheDocument();
    await waitFor(() =>
      expect(updateFile).toHaveBeenCalledWith({
        data: {
          id: loaded.id,
          data: [{ elementId: 'first', 'props.model.model-value': 'Ada' }],
          version: 3,
          label: 'Ada Lovelace',
        },
      }),
    );
    expect(await screen.findByText('Alle Änderungen gespeichert')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Notiz' }), 'x{Enter}');
    await waitFor(() =>
      expect(updateFile).toHaveBeenLastCalledWith({
        data: {
          id: loaded.id,
          data: [{ elementId: 'removed-later', 'props.model.model-value': 'x' }],
          version: 4,
          label: 'Ada Lovelace',
        },
      }),
    );
  });

  it('keeps what was typed when a save fails and sends it again on retry', async () => {
    updateFile
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ updateFile: { success: true, version: 4 } });
    const { user } = renderForm(file({ label: 'Fest', data: [] }));

    await user.type(await screen.findByRole('textbox', { name: 'Notiz' }), 'Wichtig{Enter}');
    const retry = await screen.findByRole('button', { name: 'Erneut speichern' });
    expect(screen.getByText('Änderungen nicht gespeichert')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notiz' })).toHaveValue('Wichtig');

    await user.click(retry);
    expect(await screen.findByText('Alle Änderungen gespeichert')).toBeInTheDocument();
    expect(updateFile).toHaveBeenCalledTimes(2);
    expect(updateFile.mock.calls[1]?.[0]).toEqual({
      data: expect.objectContaining({
        data: [{ elementId: 'removed-later', 'props.model.model-value': 'Wichtig' }],
        version: 3,
      }),
    });
  });

  it('lists data the schema no longer has under the form, read-only', async () => {
    renderForm(file({ data: [{ elementId: 'gone', 'props.model.model-value': { old: true } }] }));
    const outside = await screen.findByRole('region', { name: 'Nicht mehr im Schema' });
    expect(outside).toHaveTextContent('Element „gone“');
    expect(outside).toHaveTextContent('"old": true');
  });
});
