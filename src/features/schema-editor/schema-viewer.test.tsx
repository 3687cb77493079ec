import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { element, group, topLevel } from '../../../domain/schema/element-fixtures';
import type { SchemaElement } from '../../../domain/schema/types';
import { createQueryClient } from '../../lib/query-client';
import { type ApiStub, stubApi } from '../../test/api-stub';
import { SchemaViewer, type SchemaViewerProps } from './schema-viewer';
import { renderInRouter, UI_TEST_TIMEOUT } from './test-render';

const schemas = [
  { id: 'schema-1', label: 'Kunden' },
  { id: 'schema-2', label: 'Projekte' },
];
const directory = [
  { id: 'dir-1', fileId: 'schema-1' },
  { id: 'dir-2', fileId: 'schema-2' },
];

const remote: SchemaElement[] = topLevel([
  element('name', 'Input', { label: 'Name' }),
  group(
    'address',
    [element('street', 'Input', { label: 'Straße' }), element('city', 'Input', { label: 'Ort' })],
    {
      label: 'Adresse',
    },
  ),
  element('projects', 'Relationship', {
    label: 'Projekte',
    props: {
      _props: { _content: { _schema: [{ schemaId: 'schema-2', elementId: 'projects', position: 0 }] } },
    },
  }),
]);

function renderViewer(overrides: Partial<SchemaViewerProps> = {}) {
  const onSave = vi.fn<SchemaViewerProps['onSave']>(async (elements, baseVersion) => ({
    elements,
    version: baseVersion + 1,
  }));
  const rendered = renderInRouter(
    <QueryClientProvider client={createQueryClient()}>
      <SchemaViewer
        schema={schemas[0] as SchemaViewerProps['schema']}
        remote={{ elements: remote, version: 7 }}
        schemas={schemas}
        schemaDirectoryFlat={directory}
        onSave={onSave}
        saving={false}
        {...overrides}
      />
    </QueryClientProvider>,
  );
  return { ...rendered, onSave };
}

/** The rows of one list level: the top level, or a Group's children. */
function rowsIn(container: HTMLElement) {
  const list = within(container).getAllByRole('list')[0] as HTMLElement;
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

const topRows = () => rowsIn(screen.getByRole('region', { name: 'Elemente' }));
const rowLabels = (rows: HTMLElement[]) => rows.map((row) => row.querySelector('p')?.textContent);
const rowOf = (label: string) => {
  const row = topRows().find((item) => item.querySelector('p')?.textContent === label);
  if (!row) throw new Error(`no row ${label}`);
  return row;
};

let api: ApiStub;

beforeEach(() => {
  api = stubApi();
  api.RuleViolations.mockResolvedValue({ ruleViolations: [] });
});

// The answering fetch is shared with the test files after this one (vitest.config.ts): give it back.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('SchemaViewer', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows the label, the id and the top-level elements in position order', async () => {
    renderViewer({ remote: { elements: [...remote].reverse(), version: 1 } });
    expect(await screen.findByRole('heading', { name: 'Kunden' })).toBeInTheDocument();
    expect(screen.getByText('schema-1')).toBeInTheDocument();
    expect(rowLabels(topRows())).toEqual(['Name', 'Adresse', 'Projekte']);
    const address = within(rowOf('Adresse'));
    expect(address.getByText('Group')).toBeInTheDocument();
    expect(address.getByText('2 Unterelemente')).toBeInTheDocument();
    expect(within(rowOf('Projekte')).getByText('Relationship')).toBeInTheDocument();
    expect(within(rowOf('Projekte')).getByText('0 Unterelemente')).toBeInTheDocument();
  });

  it('shows position + 1 and lets only the inner rows move both ways', async () => {
    renderViewer();
    await screen.findByRole('heading', { name: 'Kunden' });
    expect(within(rowOf('Name')).getByText('Position')).toBeInTheDocument();
    expect(rowOf('Name')).toHaveTextContent(/Position\s*1/);
    expect(rowOf('Projekte')).toHaveTextContent(/Position\s*3/);
    expect(screen.getByRole('button', { name: '„Name“ nach oben verschieben' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '„Name“ nach unten verschieben' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '„Adresse“ nach oben verschieben' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '„Projekte“ nach unten verschieben' })).toBeDisabled();
  });

  it('marks the schema unsaved after a move and saved again after saving', async () => {
    const { user, onSave } = renderViewer();
    await screen.findByRole('heading', { name: 'Kunden' });
    expect(screen.queryByText('Ungespeicherte Änderungen')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '„Name“ nach unten verschieben' }));

    expect(rowLabels(topRows())).toEqual(['Adresse', 'Name', 'Projekte']);
    expect(screen.getByText('Ungespeicherte Änderungen')).toBeInTheDocument();
    await user.hover(screen.getByText('Ungespeicherte Änderungen'));
    expect(
      await screen.findByText(
        'Es gibt ungespeicherte Änderungen. Bitte speichern Sie Ihre Änderungen, um Datenverlust zu vermeiden.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(onSave).toHaveBeenCalledTimes(1);
    const [saved, baseVersion] = onSave.mock.calls[0] ?? [];
    expect(baseVersion).toBe(7);
    expect(saved?.map((e) => [e.elementId, e.position])).toEqual([
      ['name', 1],
      ['address', 0],
      ['projects', 2],
    ]);
    await waitFor(() => expect(screen.queryByText('Ungespeicherte Änderungen')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  });

  it('stays unsaved when saving fails', async () => {
    const { user } = renderViewer({ onSave: async () => null });
    await screen.findByRole('heading', { name: 'Kunden' });
    await user.click(screen.getByRole('button', { name: '„Name“ nach unten verschieben' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Ungespeicherte Änderungen')).toBeInTheDocument();
  });

  it('refuses to delete a Group with children and says why', async () => {
    const { user } = renderViewer();
    await screen.findByRole('heading', { name: 'Kunden' });
    const deleteGroup = screen.getByRole('button', { name: '„Adresse“ löschen' });
    expect(deleteGroup).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: '„Name“ löschen' })).not.toHaveAttribute('aria-disabled');

    await user.hover(deleteGroup);
    expect(
      await screen.findByText('Element kann nicht gelöscht werden, da es Kinder enthält'),
    ).toBeInTheDocument();
    await user.click(deleteGroup);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('deletes an element after confirmation', async () => {
    const { user } = renderViewer();
    await screen.findByRole('heading', { name: 'Kunden' });
    await user.click(screen.getByRole('button', { name: '„Name“ löschen' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Element "Name" löschen' });
    expect(within(dialog).getByText('Möchten Sie dieses Element wirklich löschen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));

    expect(await screen.findByText('Element wurde erfolgreich gelöscht')).toBeInTheDocument();
    expect(rowLabels(topRows())).toEqual(['Adresse', 'Projekte']);
    expect(screen.getByText('Ungespeicherte Änderungen')).toBeInTheDocument();
  });

  it('expands a Group to its children, and an empty Group to its empty text', async () => {
    const { user } = renderViewer({
      remote: {
        elements: topLevel([
          group('address', [element('street', 'Input', { label: 'Straße' })], { label: 'Adresse' }),
          element('empty', 'Group', { label: 'Leer' }),
        ]),
        version: 1,
      },
    });
    await screen.findByRole('heading', { name: 'Kunden' });
    await user.click(screen.getByRole('button', { name: 'Unterelemente von „Adresse“ anzeigen' }));
    const children = await screen.findByRole('group', { name: 'Unterelemente von „Adresse“' });
    expect(rowLabels(rowsIn(children))).toEqual(['Straße']);
    expect(within(children).getByRole('button', { name: 'Add Element' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unterelemente von „Leer“ anzeigen' }));
    const empty = await screen.findByRole('group', { name: 'Unterelemente von „Leer“' });
    expect(within(empty).getByText('Keine Unterelemente vorhanden')).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'Add Element' })).toBeInTheDocument();
  });

  it('links a Relationship to the directory entries of its related schemas', async () => {
    renderViewer();
    await screen.findByRole('heading', { name: 'Kunden' });
    const chips = screen.getByRole('list', { name: 'Verknüpfte Schemas von „Projekte“' });
    expect(within(chips).getByRole('link', { name: 'Projekte' })).toHaveAttribute(
      'href',
      '/SchemaEditor/dir-2',
    );
  });

  it('asks before leaving the page with unsaved changes', async () => {
    const { user, router } = renderViewer();
    await screen.findByRole('heading', { name: 'Kunden' });
    await user.click(screen.getByRole('button', { name: '„Name“ nach unten verschieben' }));

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Projekte' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Auf der Seite bleiben' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Ungespeicherte Änderungen')).toBeInTheDocument();
  });

  it('lets an ended session go to the login page without asking', async () => {
    const { user, router } = renderViewer();
    await screen.findByRole('heading', { name: 'Kunden' });
    await user.click(screen.getByRole('button', { name: '„Name“ nach unten verschieben' }));
    await act(() => router.navigate({ to: '/login' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not ask before closing the tab when everything is saved', async () => {
    renderViewer();
    await screen.findByRole('heading', { name: 'Kunden' });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });

  it('adds a new element at the end through the element editor and calls it unsaved in its details', async () => {
    const { user } = renderViewer();
    await screen.findByRole('heading', { name: 'Kunden' });
    await user.click(screen.getByRole('button', { name: 'Neues Element' }));
    await user.type(await screen.findByRole('textbox', { name: /^Bezeichnung/ }), 'Notiz');
    await user.type(screen.getByRole('textbox', { name: /^Element-ID/ }), 'note');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Komponente/ }), 'WYSIWYG');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(screen.getByRole('button', { name: 'Fertig' }));

    await waitFor(() => expect(rowLabels(topRows())).toEqual(['Name', 'Adresse', 'Projekte', 'Notiz']));
    expect(rowOf('Notiz')).toHaveTextContent(/Position\s*4/);
    expect(screen.getByText('Ungespeicherte Änderungen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Details von „Notiz“ anzeigen' }));
    expect(
      await screen.findByText(
        'Das Element existiert noch nicht. Bitte speichern Sie das Element zuerst, um die Details anzuzeigen.',
      ),
    ).toBeInTheDocument();
  });

  it('adds a child to a Group through its Add Element button', async () => {
    const { user } = renderViewer();
    await screen.findByRole('heading', { name: 'Kunden' });
    await user.click(screen.getByRole('button', { name: 'Unterelemente von „Adresse“ anzeigen' }));
    const children = await screen.findByRole('group', { name: 'Unterelemente von „Adresse“' });
    await user.click(within(children).getByRole('button', { name: 'Add Element' }));
    await user.type(await screen.findByRole('textbox', { name: /^Bezeichnung/ }), 'PLZ');
    await user.type(screen.getByRole('textbox', { name: /^Element-ID/ }), 'zip');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Komponente/ }), 'Group');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.type(screen.getByRole('textbox', { name: /^Beschriftung des Feldes/ }), 'PLZ');
    await user.click(screen.getByRole('button', { name: 'Fertig' }));

    await waitFor(() => expect(rowLabels(rowsIn(children))).toEqual(['Straße', 'Ort', 'PLZ']));
    expect(within(rowOf('Adresse')).getByText('3 Unterelemente')).toBeInTheDocument();
  });

  it('asks with the sub-element text before deleting a child', async () => {
    const { user } = renderViewer();
    await screen.findByRole('heading', { name: 'Kunden' });
    await user.click(screen.getByRole('button', { name: 'Unterelemente von „Adresse“ anzeigen' }));
    await user.click(await screen.findByRole('button', { name: '„Ort“ löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Element "Ort" löschen' });
    expect(within(dialog).getByText('Möchten Sie dieses Unterelement wirklich löschen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    const children = screen.getByRole('group', { name: 'Unterelemente von „Adresse“' });
    await waitFor(() => expect(rowLabels(rowsIn(children))).toEqual(['Straße']));
    expect(within(rowOf('Adresse')).getByText('1 Unterelement')).toBeInTheDocument();
  });

  it('tells on each row how many files break which of its rules, and lists them', async () => {
    api.RuleViolations.mockResolvedValue({
      ruleViolations: [
        {
          elementId: 'name',
          rule: 'required',
          count: 1,
          files: [{ id: 'file-1', label: 'Erika Muster', directoryId: 'dir-9' }],
        },
        {
          elementId: 'name',
          rule: 'maxLength',
          count: 52,
          files: [
            { id: 'file-2', label: 'Max Mustermann', directoryId: 'dir-10' },
            { id: 'file-3', label: 'Ohne Ordner', directoryId: null },
          ],
        },
        { elementId: 'street', rule: 'pattern', count: 3, files: [] },
      ],
    });
    const { user } = renderViewer();
    await screen.findByRole('heading', { name: 'Kunden' });
    const name = within(rowOf('Name'));
    expect(
      await name.findByRole('button', { name: 'Pflichtfeld: 1 Datei verletzt diese Regel' }),
    ).toBeInTheDocument();
    expect(api.RuleViolations).toHaveBeenCalledWith({ schemaId: 'schema-1' });
    expect(within(rowOf('Projekte')).queryByRole('button', { name: /verletz/ })).not.toBeInTheDocument();

    await user.click(name.getByRole('button', { name: 'Höchstlänge: 52 Dateien verletzen diese Regel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regel „Höchstlänge“ von „Name“' });
    expect(within(dialog).getByRole('link', { name: 'Max Mustermann' })).toHaveAttribute(
      'href',
      '/DataEditor/dir-10',
    );
    expect(within(dialog).queryByRole('link', { name: /Ohne Ordner/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Ohne Ordner')).toBeInTheDocument();
    expect(within(dialog).getByText('und 50 weitere')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Unterelemente von „Adresse“ anzeigen' }));
    const children = await screen.findByRole('group', { name: 'Unterelemente von „Adresse“' });
    expect(
      within(children).getByRole('button', { name: 'Muster: 3 Dateien verletzen diese Regel' }),
    ).toBeInTheDocument();
  });

  it('shows the rows as they are when the report of broken rules cannot be read', async () => {
    api.RuleViolations.mockRejectedValue(new Error('not there yet'));
    renderViewer();
    await screen.findByRole('heading', { name: 'Kunden' });
    await waitFor(() => expect(api.RuleViolations).toHaveBeenCalled());
    expect(rowLabels(topRows())).toEqual(['Name', 'Adresse', 'Projekte']);
    expect(screen.queryByRole('button', { name: /verletz/ })).not.toBeInTheDocument();
  });
});
