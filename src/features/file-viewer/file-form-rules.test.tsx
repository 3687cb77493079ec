import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeFileData } from '../../../domain/file/file-data-ops';
import type { FileDataEntry } from '../../../domain/file/types';
import { element, topLevel } from '../../../domain/schema/element-fixtures';
import { fileDataQueryOptions } from '../../api/file-data-query';
import { answeredWith } from '../../lib/graphql/test-client-error';
import { createQueryClient } from '../../lib/query-client';
import { type ApiStub, stubApi } from '../../test/api-stub';
import { FileForm } from './file-form';
import { storedData } from './stored-data';
import { formContext, renderInForm, UI_TEST_TIMEOUT } from './test-render';

vi.setConfig({ testTimeout: UI_TEST_TIMEOUT });

const elements = topLevel([
  element('isbn', 'Input', { label: 'ISBN', props: { rules: { unique: true } } }),
  element('title', 'Input', { label: 'Titel' }),
  element('price', 'Input', { label: 'Preis', props: { rules: { type: 'number', max: 100 } } }),
]);

const value = (elementId: string, stored: unknown): FileDataEntry => ({
  elementId,
  'props.model.model-value': stored,
});

let api: ApiStub;

/**
 * A server holding one file whose writes it refuses as the API does when another file holds an ISBN
 * (`taken`): BAD_USER_INPUT naming the entry, its element and the rule `unique`.
 */
function fakeFile(data: FileDataEntry[], taken: string[] = []) {
  const stored = { version: 1, data };
  api.QueryFileData.mockImplementation(async () => ({
    queryFileData: {
      id: 'book-1',
      label: 'Buch',
      schemaId: 'books',
      parentId: null,
      directoryId: 'entry-1',
      data: stored.data,
      relatedFiles: [],
      version: stored.version,
      updatedAt: '2026-01-01T00:00:00Z',
    },
  }));
  api.UpdateFile.mockImplementation(async ({ data: update }) => {
    const { data: entries } = update as { data: FileDataEntry[] };
    const index = entries.findIndex(
      (entry) => entry.elementId === 'isbn' && taken.includes(String(entry['props.model.model-value'])),
    );
    if (index !== -1) {
      throw answeredWith('BAD_USER_INPUT', 'taken', {
        path: `data.data[${index}]`,
        elementId: 'isbn',
        rule: 'unique',
      });
    }
    stored.data = mergeFileData(stored.data, entries);
    stored.version += 1;
    return { updateFile: { success: true, version: stored.version } };
  });
  return stored;
}

function CachedFileForm() {
  const { data } = useQuery(fileDataQueryOptions('book-1'));
  const file = useMemo(() => (data ? { ...data, data: storedData(data.data) } : null), [data]);
  return file ? <FileForm file={file} elements={elements} schema={null} /> : null;
}

const renderForm = () => renderInForm(<CachedFileForm />, formContext(), createQueryClient());

beforeEach(() => {
  api = stubApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FileForm with rules', () => {
  it('shows a value the server refused as taken under its field, keeps it, and saves the next one', async () => {
    const stored = fakeFile([value('isbn', '111')], ['222']);
    const { user } = renderForm();
    const isbn = await screen.findByRole('textbox', { name: 'ISBN' });

    await user.clear(isbn);
    await user.type(isbn, '222{Enter}');
    await waitFor(() =>
      expect(isbn).toHaveAccessibleDescription(
        'Dieser Wert ist schon in einer anderen Datei dieses Schemas vergeben.',
      ),
    );
    expect(isbn).toHaveAttribute('aria-invalid', 'true');
    expect(isbn).toHaveValue('222');
    expect(screen.getByText('Ein Wert wurde nicht gespeichert, siehe Hinweis am Feld.')).toBeInTheDocument();
    // Told at the field, not as the general failure.
    expect(screen.queryByText('Datei konnte nicht aktualisiert werden')).not.toBeInTheDocument();
    expect(stored.data).toEqual([value('isbn', '111')]);

    await user.clear(isbn);
    await user.type(isbn, '333{Enter}');
    expect(await screen.findByText('Alle Änderungen gespeichert')).toBeInTheDocument();
    expect(isbn).not.toHaveAttribute('aria-invalid');
    // Saved over what the user saw before the refused value, without a conflict.
    expect(stored.data).toEqual([value('isbn', '333')]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('saves the other values of a save whose one value the server refused', async () => {
    const stored = fakeFile([], ['222']);
    let release: () => void = () => undefined;
    const first = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = api.UpdateFile.getMockImplementation();
    api.UpdateFile.mockImplementationOnce(async (variables) => {
      await first;
      return (answer as NonNullable<typeof answer>)(variables);
    });
    const { user } = renderForm();

    await user.type(await screen.findByRole('textbox', { name: 'Preis' }), '5{Enter}');
    // Typed while the first save is on its way: these two go out together.
    await user.type(screen.getByRole('textbox', { name: 'ISBN' }), '222{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Faust{Enter}');
    release();

    await waitFor(() => expect(stored.data).toEqual([value('price', 5), value('title', 'Faust')]));
    expect(api.UpdateFile.mock.calls.map(([{ data }]) => (data as { data: FileDataEntry[] }).data)).toEqual([
      [value('price', 5)],
      [value('isbn', '222'), value('title', 'Faust')],
      [value('title', 'Faust')],
    ]);
    expect(
      await screen.findByText('Dieser Wert ist schon in einer anderen Datei dieses Schemas vergeben.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ISBN' })).toHaveValue('222');
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveValue('Faust');
  });

  it('marks a value stored before its rule, and saves nothing until the user changes it', async () => {
    fakeFile([value('price', 250)]);
    const { user } = renderForm();
    const price = await screen.findByRole('textbox', { name: 'Preis' });
    expect(price).toHaveAccessibleDescription('Gespeicherter Wert: Bitte eine Zahl bis 100 eingeben.');
    await user.click(price);
    await user.tab();
    expect(api.UpdateFile).not.toHaveBeenCalled();

    await user.clear(price);
    await user.type(price, '99{Enter}');
    await waitFor(() =>
      expect(api.UpdateFile).toHaveBeenCalledWith({
        data: expect.objectContaining({ data: [value('price', 99)] }),
      }),
    );
    await waitFor(() => expect(price).not.toHaveAttribute('aria-invalid'));
  });
});
