import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { element, group, topLevel } from '../../../domain/schema/element-fixtures';
import type { ComponentId, SchemaElement } from '../../../domain/schema/types';
import { type EditorRequest, ElementEditorDialog } from './element-editor-dialog';
import { UI_TEST_TIMEOUT } from './test-render';

const elements: SchemaElement[] = [
  element('name', 'Input', { position: 0 }),
  group('address', [element('street'), element('city')], { position: 3 }),
];
const schemas = [
  { id: 'schema-1', label: 'Kunden' },
  { id: 'schema-2', label: 'Projekte' },
];

function renderEditor(request: EditorRequest = { kind: 'create', parentElementId: null }) {
  const onDone = vi.fn((_element: SchemaElement, _request: EditorRequest) => true);
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <ChakraProvider value={defaultSystem}>
      <ElementEditorDialog
        request={request}
        elements={elements}
        schemas={schemas}
        onDone={onDone}
        onClose={onClose}
      />
    </ChakraProvider>,
  );
  return { user, onDone, onClose };
}

const stepTitles = () => screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/^\d+/, ''));
const nextButton = () => screen.getByRole('button', { name: 'Weiter' });
const doneButton = () => screen.getByRole('button', { name: 'Fertig' });
/** Passes the rules step, which asks for nothing, and finishes. */
async function skipRulesAndFinish(user: ReturnType<typeof userEvent.setup>) {
  await user.click(nextButton());
  expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Regeln');
  await user.click(doneButton());
}
const lastCall = (onDone: ReturnType<typeof renderEditor>['onDone']) => onDone.mock.calls.at(-1)?.[0];

async function fillBasics(
  user: ReturnType<typeof userEvent.setup>,
  componentId: ComponentId,
  { label = 'Neues Feld', elementId = 'new-field' } = {},
) {
  await user.type(await screen.findByRole('textbox', { name: /^Bezeichnung/ }), label);
  await user.type(screen.getByRole('textbox', { name: /^Element-ID/ }), elementId);
  await user.selectOptions(screen.getByRole('combobox', { name: /^Komponente/ }), componentId);
}

afterEach(cleanup);

describe('ElementEditorDialog', { timeout: UI_TEST_TIMEOUT }, () => {
  it.each([
    ['Input', ['Beschriftung', 'Eingabe-Konfiguration', 'Präfix', 'Suffix', 'Regeln']],
    ['Select', ['Beschriftung', 'Optionen', 'Regeln']],
    ['Group', ['Beschriftung']],
    ['Table', ['Beschriftung', 'Tabelle', 'Regeln']],
    ['Relationship', ['Beziehung', 'Regeln']],
    ['Image', ['Beschriftung', 'Bildeinstellungen', 'Regeln']],
    ['WYSIWYG', ['Formatoptionen', 'Regeln']],
  ] as const)('lists the steps of a %s after the basic information', async (componentId, steps) => {
    const { user } = renderEditor();
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Komponente/ }), componentId);
    expect(stepTitles()).toEqual(['Grundlegende Informationen', ...steps]);
  });

  it('enables Weiter only once the label and a valid element id are given', async () => {
    const { user } = renderEditor();
    await user.type(await screen.findByRole('textbox', { name: /^Bezeichnung/ }), 'Name');
    expect(nextButton()).toBeDisabled();
    const elementId = screen.getByRole('textbox', { name: /^Element-ID/ });
    await user.type(elementId, 'kein gültiger');
    expect(nextButton()).toBeDisabled();
    await user.clear(elementId);
    await user.type(elementId, 'first-name');
    expect(nextButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
  });

  it('refuses an element id the schema already uses', async () => {
    const { user } = renderEditor();
    await fillBasics(user, 'Group', { elementId: 'street' });
    await user.click(nextButton());
    expect(
      await screen.findByText('Diese Element-ID ist in diesem Schema bereits vergeben.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Grundlegende Informationen');
  });

  it('creates an Input at the next top-level position', async () => {
    const { user, onDone, onClose } = renderEditor();
    await fillBasics(user, 'Input', { label: 'Vorname', elementId: 'first-name' });
    await user.click(nextButton());

    expect(nextButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Beschriftung des Feldes/ }), 'Ihr Vorname');
    await user.click(nextButton());

    await user.type(screen.getByRole('textbox', { name: 'Platzhaltertext' }), 'z. B. Erika');
    await user.type(screen.getByRole('textbox', { name: 'Hinweis' }), 'Wie im Ausweis');
    await user.type(screen.getByRole('textbox', { name: 'Standardwert' }), 'Erika');
    await user.click(screen.getByRole('checkbox', { name: 'Feld deaktiviert' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wert bildet die Dateibezeichnung' }));
    await user.type(screen.getByRole('textbox', { name: 'Stelle in der Dateibezeichnung' }), '2');
    await user.click(nextButton());
    await user.click(nextButton());
    await user.click(nextButton());
    expect(screen.queryByRole('button', { name: 'Weiter' })).not.toBeInTheDocument();
    await user.click(doneButton());

    expect(onDone).toHaveBeenCalledTimes(1);
    expect(lastCall(onDone)).toEqual({
      elementId: 'first-name',
      componentId: 'Input',
      label: 'Vorname',
      parentId: '0',
      position: 4,
      props: {
        content: { label: 'Ihr Vorname', shadowText: 'z. B. Erika', hint: 'Wie im Ausweis' },
        model: { modelValue: 'Erika' },
        state: { disable: true },
        _behavior: { labelDependency: { editsLabel: true, labelPosition: 2 } },
      },
      children: [],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('creates a child at the next position inside its Group', async () => {
    const { user, onDone } = renderEditor({ kind: 'create', parentElementId: 'address' });
    await fillBasics(user, 'Group', { label: 'Zusatz', elementId: 'extra' });
    await user.click(nextButton());
    await user.type(screen.getByRole('textbox', { name: /^Beschriftung des Feldes/ }), 'Zusatz');
    await user.click(doneButton());
    expect(lastCall(onDone)).toMatchObject({ elementId: 'extra', parentId: 'address', position: 2 });
  });

  it('shows the prefix text field only for a fixed prefix and the option list only for a list', async () => {
    const { user, onDone } = renderEditor();
    await fillBasics(user, 'Input');
    await user.click(nextButton());
    await user.type(screen.getByRole('textbox', { name: /^Beschriftung des Feldes/ }), 'Preis');
    await user.click(nextButton());
    await user.click(nextButton());

    const type = screen.getByRole('combobox', { name: 'Art des Präfixes' });
    expect(screen.queryByRole('textbox', { name: 'Präfix-Text' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Präfix-Auswahl' })).not.toBeInTheDocument();

    await user.selectOptions(type, 'list');
    expect(screen.queryByRole('textbox', { name: 'Präfix-Text' })).not.toBeInTheDocument();
    const list = screen.getByRole('group', { name: 'Präfix-Auswahl' });
    await user.click(within(list).getByRole('button', { name: 'Option hinzufügen' }));
    await user.type(within(list).getByRole('textbox', { name: 'Bezeichnung von Option 1' }), 'ca.');

    await user.selectOptions(type, 'fixed');
    expect(screen.queryByRole('group', { name: 'Präfix-Auswahl' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Präfix-Text' }), '€');
    await user.click(nextButton());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Art des Suffixes' }), 'list');
    expect(screen.queryByRole('textbox', { name: 'Suffix-Text' })).not.toBeInTheDocument();
    const suffixes = screen.getByRole('group', { name: 'Suffix-Auswahl' });
    await user.click(within(suffixes).getByRole('button', { name: 'Option hinzufügen' }));
    await user.type(within(suffixes).getByRole('textbox', { name: 'Bezeichnung von Option 1' }), 'netto');
    await skipRulesAndFinish(user);

    expect(lastCall(onDone)?.props.content).toEqual({
      label: 'Preis',
      _prefixType: 'fixed',
      prefix: '€',
      _prefix: [{ id: 'option-1', label: 'ca.' }],
      _suffixType: 'list',
      _suffix: [{ id: 'option-1', label: 'netto' }],
    });
  });

  it('needs at least one option for a Select and stores the default option', async () => {
    const { user, onDone } = renderEditor();
    await fillBasics(user, 'Select', { label: 'Farbe', elementId: 'color' });
    await user.click(nextButton());
    await user.type(screen.getByRole('textbox', { name: /^Beschriftung des Feldes/ }), 'Farbe');
    await user.click(nextButton());

    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Option hinzufügen' }));
    expect(screen.queryByText('Dieses Feld ist erforderlich.')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Bezeichnung von Option 1' }), 'Rot');
    await user.click(screen.getByRole('button', { name: 'Option hinzufügen' }));
    const secondId = screen.getByRole('textbox', { name: 'ID von Option 2' });
    await user.clear(secondId);
    await user.type(secondId, 'blue');
    await user.type(screen.getByRole('textbox', { name: 'Bezeichnung von Option 2' }), 'Blau');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Standardwert' }), 'blue');
    await skipRulesAndFinish(user);

    expect(lastCall(onDone)?.props).toEqual({
      content: { label: 'Farbe' },
      options: {
        options: [
          { id: 'option-1', label: 'Rot' },
          { id: 'blue', label: 'Blau' },
        ],
      },
      model: { modelValue: 'blue' },
    });
  });

  it('keeps Weiter disabled on a Table until it has a column and a row, and says so', async () => {
    const tableHint = 'Legen Sie mindestens eine Spalte an und geben Sie eine Anzahl der Zeilen ab 1 ein.';
    const { user, onDone } = renderEditor();
    await fillBasics(user, 'Table', { label: 'Positionen', elementId: 'items' });
    await user.click(nextButton());
    await user.type(screen.getByRole('textbox', { name: /^Beschriftung des Feldes/ }), 'Positionen');
    await user.click(nextButton());

    expect(screen.getByRole('textbox', { name: 'Anzahl der Zeilen' })).toHaveValue('1');
    expect(nextButton()).toBeDisabled();
    expect(nextButton()).toHaveAccessibleDescription(tableHint);
    await user.click(screen.getByRole('button', { name: 'Spalte hinzufügen' }));
    expect(nextButton()).toBeEnabled();
    expect(screen.queryByText(tableHint)).not.toBeInTheDocument();
    await user.click(nextButton());
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Tabelle');
    expect(screen.getAllByText('Dieses Feld ist erforderlich.')).toHaveLength(3);

    await user.type(screen.getByRole('textbox', { name: 'Name von Spalte 1' }), 'qty');
    await user.type(screen.getByRole('textbox', { name: 'Überschrift von Spalte 1' }), 'Menge');
    await user.type(screen.getByRole('textbox', { name: 'Datenfeld von Spalte 1' }), 'quantity');
    const rows = screen.getByRole('textbox', { name: 'Anzahl der Zeilen' });
    await user.clear(rows);
    expect(nextButton()).toBeDisabled();
    expect(screen.getByText(tableHint)).toBeInTheDocument();
    await user.type(rows, '0');
    expect(nextButton()).toBeDisabled();
    await user.clear(rows);
    await user.type(rows, '5');
    await skipRulesAndFinish(user);

    expect(lastCall(onDone)?.props).toEqual({
      content: { label: 'Positionen' },
      columns: { columns: [{ name: 'qty', label: 'Menge', field: 'quantity' }] },
      general: { rows: 5 },
    });
  });

  it('stores the chosen related schemas of a Relationship', async () => {
    const { user, onDone } = renderEditor();
    await fillBasics(user, 'Relationship', { label: 'Projekte', elementId: 'projects' });
    await user.click(nextButton());
    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Projekte' }));
    await skipRulesAndFinish(user);
    expect(lastCall(onDone)?.props).toEqual({
      _props: { _content: { _schema: [{ schemaId: 'schema-2', elementId: 'projects', position: 0 }] } },
    });
  });

  it('needs an accepted format for an Image', async () => {
    const { user, onDone } = renderEditor();
    await fillBasics(user, 'Image', { label: 'Foto', elementId: 'photo' });
    await user.click(nextButton());
    await user.type(screen.getByRole('textbox', { name: /^Beschriftung des Feldes/ }), 'Foto');
    await user.click(nextButton());
    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'SVG' }));
    await user.click(screen.getByRole('checkbox', { name: 'PNG' }));
    await skipRulesAndFinish(user);
    expect(lastCall(onDone)?.props.behavior).toEqual({ accept: ['image/png', 'image/svg+xml'] });
  });

  it('stores the toolbar of a WYSIWYG', async () => {
    const { user, onDone } = renderEditor();
    await fillBasics(user, 'WYSIWYG', { label: 'Text', elementId: 'text' });
    await user.click(nextButton());
    await user.click(screen.getByRole('checkbox', { name: 'Kursiv' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fett' }));
    await user.click(screen.getByRole('checkbox', { name: 'Rückgängig/Wiederholen' }));
    await skipRulesAndFinish(user);
    expect(lastCall(onDone)?.props).toEqual({ toolbar: { toolbar: ['bold', 'italic', 'undoRedo'] } });
  });

  it('edits an element in place, keeping its id and position', async () => {
    const existing = topLevel([
      element('a'),
      element('color', 'Select', {
        label: 'Farbe',
        props: { content: { label: 'Farbe' }, options: { options: [{ id: 'red', label: 'Rot' }] } },
      }),
    ])[1] as SchemaElement;
    const { user, onDone } = renderEditor({ kind: 'edit', element: existing });
    const elementId = await screen.findByRole('textbox', { name: /^Element-ID/ });
    expect(elementId).toHaveValue('color');
    expect(elementId).toHaveAttribute('readonly');
    const label = screen.getByRole('textbox', { name: /^Bezeichnung/ });
    await user.clear(label);
    await user.type(label, 'Lieblingsfarbe');
    await user.click(screen.getByRole('tab', { name: /Regeln/ }));
    await user.click(doneButton());
    expect(lastCall(onDone)).toEqual({ ...existing, label: 'Lieblingsfarbe' });
  });

  it('returns an unchanged Input unchanged when finished without edits', async () => {
    const existing = element('plain', 'Input', {
      label: 'Schlicht',
      props: { content: { label: 'Schlicht' } },
    });
    const { user, onDone } = renderEditor({ kind: 'edit', element: existing });
    await user.click(await screen.findByRole('tab', { name: /Regeln/ }));
    await user.click(doneButton());
    expect(lastCall(onDone)).toEqual(existing);
  });

  it('previews the element once it has its basic information', async () => {
    const { user } = renderEditor();
    const preview = await screen.findByRole('region', { name: 'Vorschau' });
    expect(within(preview).getByText('Keine Vorschau verfügbar')).toBeInTheDocument();
    await fillBasics(user, 'Input', { label: 'Vorname', elementId: 'first-name' });
    expect(within(preview).queryByText('Keine Vorschau verfügbar')).not.toBeInTheDocument();
    expect(within(preview).getByRole('textbox', { name: 'Vorname' })).toBeInTheDocument();
  });

  it('says next to each field what it still needs while Weiter is disabled', async () => {
    const { user } = renderEditor();
    const label = await screen.findByRole('textbox', { name: /^Bezeichnung/ });
    expect(nextButton()).toBeDisabled();
    expect(label).toHaveAccessibleDescription('Noch erforderlich: eine Bezeichnung.');
    expect(screen.getByRole('textbox', { name: /^Element-ID/ })).toHaveAccessibleDescription(
      /Noch erforderlich: eine Element-ID/,
    );

    await fillBasics(user, 'Table');
    expect(screen.queryByText(/^Noch erforderlich/)).not.toBeInTheDocument();
    await user.click(nextButton());
    await user.type(await screen.findByRole('textbox', { name: /^Beschriftung/ }), 'Maße');
    await user.click(nextButton());

    expect(await screen.findByText('Noch erforderlich: mindestens eine Spalte.')).toBeInTheDocument();
    const rows = screen.getByRole('textbox', { name: /^Anzahl der Zeilen/ });
    await user.clear(rows);
    expect(rows).toHaveAccessibleDescription('Noch erforderlich: eine Anzahl der Zeilen ab 1.');
    expect(nextButton()).toBeDisabled();
  });

  it('closes on the first click on Abbrechen, even from a field that shows its error on leaving', async () => {
    const { user, onClose } = renderEditor();
    await user.type(await screen.findByRole('textbox', { name: /^Element-ID/ }), 'has space');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
