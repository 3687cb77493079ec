import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { useMemo } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeFileData } from '../../../domain/file/file-data-ops';
import type { FileDataEntry } from '../../../domain/file/types';
import { element, topLevel } from '../../../domain/schema/element-fixtures';
import { dataDirectoryQueryOptions } from '../../api/data-directory-query';
import { fileDataQueryOptions } from '../../api/file-data-query';
import { answeredWith } from '../../lib/graphql/test-client-error';
import { createQueryClient } from '../../lib/query-client';
import { type ApiStub, stubApi } from '../../test/api-stub';
import { FileForm } from './file-form';
import { storedData } from './stored-data';
import { formContext, renderInForm, UI_TEST_TIMEOUT } from './test-render';

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

const value = (elementId: string, text: string): FileDataEntry => ({
  elementId,
  'props.model.model-value': text,
});

let api: ApiStub;
let fileNumber = 0;

/**
 * A server holding one file at version 3: reads answer what it holds, a write at another version is
 * refused as the API refuses it (CONFLICT naming the current version). `change` is someone else's write.
 */
function fakeFile(initial: { label?: string; data?: FileDataEntry[] } = {}) {
  fileNumber += 1;
  const id = `file-${fileNumber}`;
  const stored = {
    label: initial.label ?? 'Neue Datei',
    version: 3,
    data: initial.data ?? [value('last', 'Lovelace')],
  };
  api.QueryFileData.mockImplementation(async () => ({
    queryFileData: {
      id,
      label: stored.label,
      schemaId: 'person',
      parentId: null,
      directoryId: 'entry-1',
      data: stored.data,
      relatedFiles: [],
      version: stored.version,
      updatedAt: '2026-01-01T00:00:00Z',
    },
  }));
  api.UpdateFile.mockImplementation(async ({ data: update }) => {
    const { version, data, label } = update as { version: number; data: FileDataEntry[]; label?: string };
    if (version !== stored.version) {
      throw answeredWith('CONFLICT', 'refused', { version: stored.version });
    }
    stored.data = mergeFileData(stored.data, data);
    stored.label = label ?? stored.label;
    stored.version += 1;
    return { updateFile: { success: true, version: stored.version } };
  });
  return {
    id,
    stored,
    change(entries: FileDataEntry[]) {
      stored.data = mergeFileData(stored.data, entries);
      stored.version += 1;
    },
  };
}

/** The form as the file viewer shows it: of the file as last read or written. */
function CachedFileForm({ id }: { id: string }) {
  const { data } = useQuery(fileDataQueryOptions(id));
  const file = useMemo(() => (data ? { ...data, data: storedData(data.data) } : null), [data]);
  return file ? (
    <FileForm
      file={file}
      elements={elements}
      schema={{ id: 'person', label: 'Person', entryId: 'schema-entry' }}
    />
  ) : null;
}

const renderForm = (id: string) =>
  renderInForm(<CachedFileForm id={id} />, formContext(), createQueryClient());

beforeEach(() => {
  api = stubApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FileForm', () => {
  it('shows the label, the file id and a link to the schema', async () => {
    const { id } = fakeFile();
    renderForm(id);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lovelace' })).toBeInTheDocument();
    expect(screen.getByText(id)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Person' })).toHaveAttribute(
      'href',
      '/SchemaEditor/schema-entry',
    );
  });

  it('sends each change with the version the last write returned, and the composed label', async () => {
    const { id } = fakeFile();
    const { user } = renderForm(id);

    await user.type(await screen.findByRole('textbox', { name: 'Vorname' }), 'Ada{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.UpdateFile).toHaveBeenCalledWith({
        data: { id, data: [value('first', 'Ada')], version: 3, label: 'Ada Lovelace' },
      }),
    );
    expect(await screen.findByText('Alle Änderungen gespeichert')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Notiz' }), 'x{Enter}');
    await waitFor(() =>
      expect(api.UpdateFile).toHaveBeenLastCalledWith({
        data: { id, data: [value('removed-later', 'x')], version: 4 },
      }),
    );
  });

  it('marks the data tree for reloading after a save that renames the file, and only then', async () => {
    const { id } = fakeFile({ label: 'Lovelace' });
    const { user, queryClient } = renderForm(id);
    const tree = dataDirectoryQueryOptions().queryKey;
    queryClient.setQueryData(tree, { version: 1, flat: [] });
    const treeReloads = () => queryClient.getQueryState(tree)?.isInvalidated;

    const notiz = await screen.findByRole('textbox', { name: 'Notiz' });
    const reads = api.QueryFileData.mock.calls.length;
    await user.type(notiz, 'x{Enter}');
    // The file is read again once the save is through: the reloads after it are under way.
    await waitFor(() => expect(api.QueryFileData.mock.calls.length).toBeGreaterThan(reads));
    expect(treeReloads()).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Ada{Enter}');
    await waitFor(() => expect(treeReloads()).toBe(true));
    expect(api.UpdateFile).toHaveBeenLastCalledWith({
      data: { id, data: [value('first', 'Ada')], version: 4, label: 'Ada Lovelace' },
    });
  });

  it('keeps what was typed when a save fails and sends it again on retry', async () => {
    const { id, stored } = fakeFile({ label: 'Fest', data: [] });
    api.UpdateFile.mockRejectedValueOnce(new Error('offline'));
    const { user } = renderForm(id);

    await user.type(await screen.findByRole('textbox', { name: 'Notiz' }), 'Wichtig{Enter}');
    const retry = await screen.findByRole('button', { name: 'Erneut speichern' });
    expect(screen.getByText('Änderungen nicht gespeichert')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notiz' })).toHaveValue('Wichtig');

    await user.click(retry);
    expect(await screen.findByText('Alle Änderungen gespeichert')).toBeInTheDocument();
    expect(api.UpdateFile).toHaveBeenCalledTimes(2);
    expect(api.UpdateFile.mock.calls[1]?.[0]).toEqual({
      data: expect.objectContaining({ data: [value('removed-later', 'Wichtig')], version: 3 }),
    });
    expect(stored.data).toEqual([value('removed-later', 'Wichtig')]);
  });

  it('saves again on the current file when someone else changed other fields meanwhile', async () => {
    const server = fakeFile();
    const { user } = renderForm(server.id);
    await screen.findByRole('textbox', { name: 'Notiz' });
    server.change([value('last', 'Byron')]);

    await user.type(screen.getByRole('textbox', { name: 'Notiz' }), 'neu{Enter}');
    expect(await screen.findByText('Alle Änderungen gespeichert')).toBeInTheDocument();
    expect(server.stored.data).toEqual([value('last', 'Byron'), value('removed-later', 'neu')]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nachname' })).toHaveValue('Byron'));
  });

  it('shows both values when someone else changed the same field, and saves only the choice', async () => {
    const server = fakeFile();
    const { user } = renderForm(server.id);
    const surname = await screen.findByRole('textbox', { name: 'Nachname' });
    server.change([value('last', 'Byron')]);

    await user.clear(surname);
    await user.type(surname, 'King{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Die Datei wurde inzwischen geändert' });
    const field = within(dialog).getByRole('group', { name: 'Nachname' });
    expect(within(field).getByRole('radio', { name: /^Gespeicherter Wert\s*Byron/ })).toBeInTheDocument();
    expect(within(field).getByRole('radio', { name: /^Ihre Eingabe\s*King/ })).toBeChecked();
    expect(server.stored.data).toEqual([value('last', 'Byron')]);
    // Nothing typed is lost while the user decides (the modal hides the form from the tree meanwhile).
    expect(screen.getByRole('textbox', { name: 'Nachname', hidden: true })).toHaveValue('King');

    await user.click(within(dialog).getByRole('button', { name: 'Später entscheiden' }));
    // The dialog, whose title says the same, is gone once its closing has run.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Die Datei wurde inzwischen geändert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut speichern' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('radio', { name: /^Gespeicherter Wert/ }));
    await user.click(within(again).getByRole('button', { name: 'Auswahl speichern' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nachname' })).toHaveValue('Byron'));
    expect(server.stored.data).toEqual([value('last', 'Byron')]);
    expect(api.UpdateFile).toHaveBeenCalledTimes(1);
  });

  it('does not save over a value stored meanwhile while the user was typing', async () => {
    const server = fakeFile();
    const { user, queryClient } = renderForm(server.id);
    const surname = await screen.findByRole('textbox', { name: 'Nachname' });
    await user.clear(surname);
    await user.type(surname, 'King');
    server.change([value('last', 'Byron')]);
    await queryClient.invalidateQueries();
    expect(surname).toHaveValue('King');

    await user.type(surname, '{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Die Datei wurde inzwischen geändert' });
    expect(within(dialog).getByRole('radio', { name: /^Gespeicherter Wert\s*Byron/ })).toBeInTheDocument();
    expect(api.UpdateFile).not.toHaveBeenCalled();
    expect(server.stored.data).toEqual([value('last', 'Byron')]);
  });

  it('saves the own value over the stored one only when the user chooses it', async () => {
    const server = fakeFile();
    const { user } = renderForm(server.id);
    const surname = await screen.findByRole('textbox', { name: 'Nachname' });
    server.change([value('last', 'Byron')]);

    await user.clear(surname);
    await user.type(surname, 'King{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Auswahl speichern' }));

    expect(await screen.findByText('Alle Änderungen gespeichert')).toBeInTheDocument();
    expect(server.stored.data).toEqual([value('last', 'King')]);
    expect(api.UpdateFile).toHaveBeenLastCalledWith({
      data: expect.objectContaining({ data: [value('last', 'King')], version: 4 }),
    });
  });

  it('lists data the schema no longer has under the form, read-only', async () => {
    const { id } = fakeFile({ data: [{ elementId: 'gone', 'props.model.model-value': { old: true } }] });
    renderForm(id);
    const outside = await screen.findByRole('region', { name: 'Nicht mehr im Schema' });
    expect(outside).toHaveTextContent('Element „gone“');
    expect(outside).toHaveTextContent('"old": true');
  });
});
