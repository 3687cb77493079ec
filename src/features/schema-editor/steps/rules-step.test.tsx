import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { element } from '../../../../domain/schema/element-fixtures';
import type { ComponentId, ElementProps, SchemaElement } from '../../../../domain/schema/types';
import { type EditorRequest, ElementEditorDialog } from '../element-editor-dialog';
import { renderWithChakra, UI_TEST_TIMEOUT } from '../test-render';

const STEP_HINT = 'Korrigieren Sie die markierten Regeln, um fortzufahren.';

/** Opens the editor of an existing element on its rules step. */
async function openRules(componentId: ComponentId, props: ElementProps = {}) {
  const existing = element('field', componentId, {
    label: 'Feld',
    props: { content: { label: 'Feld' }, ...props },
  });
  const onDone = vi.fn((_element: SchemaElement, _request: EditorRequest) => true);
  const rendered = renderWithChakra(
    <ElementEditorDialog
      request={{ kind: 'edit', element: existing }}
      elements={[existing]}
      schemas={[{ id: 'schema-2', label: 'Projekte' }]}
      onDone={onDone}
      onClose={() => {}}
    />,
  );
  await rendered.user.click(await screen.findByRole('tab', { name: /Regeln/ }));
  expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Regeln');
  const stored = () => onDone.mock.calls.at(-1)?.[0].props.rules;
  return { ...rendered, onDone, stored };
}

const doneButton = () => screen.getByRole('button', { name: 'Fertig' });
const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const labels = () =>
  [...document.querySelectorAll('[data-scope="steps"][data-part="content"] label')].map((label) =>
    label.textContent?.trim(),
  );

afterEach(cleanup);

describe('RulesStep', { timeout: UI_TEST_TIMEOUT }, () => {
  it('offers an Input the rules of a text, and those of a number once Typ is Zahl', async () => {
    const { user, stored } = await openRules('Input');
    const type = screen.getByRole('combobox', { name: /^Typ/ });
    expect(type).toHaveValue('text');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Text', 'Mehrzeiliger Text', 'Zahl', 'Datum', 'E-Mail', 'URL']);
    expect(labels()).toEqual([
      'Typ',
      'Pflichtfeld',
      'Mindestlänge',
      'Höchstlänge',
      'Muster (regulärer Ausdruck)',
      'Eindeutig unter den Dateien des Schemas',
    ]);

    await user.selectOptions(type, 'number');
    expect(labels()).toEqual([
      'Typ',
      'Pflichtfeld',
      'Kleinster Wert',
      'Größter Wert',
      'Nachkommastellen',
      'Eindeutig unter den Dateien des Schemas',
    ]);
    expect(textbox('Kleinster Wert')).toHaveAttribute('inputmode', 'decimal');
    await user.click(screen.getByRole('checkbox', { name: 'Pflichtfeld' }));
    await user.type(textbox('Kleinster Wert'), '0');
    await user.type(textbox('Größter Wert'), '10.000');
    await user.type(textbox('Nachkommastellen'), '2');
    await user.click(doneButton());
    expect(stored()).toEqual({ type: 'number', required: true, min: 0, max: 10_000, decimals: 2 });
  });

  it('shows stored rules in German and stores them back unchanged', async () => {
    const rules = { type: 'number', min: -1.5, max: 2499.95, unique: true } as const;
    const { user, stored } = await openRules('Input', { rules });
    expect(textbox('Kleinster Wert')).toHaveValue('-1,5');
    expect(textbox('Größter Wert')).toHaveValue('2.499,95');
    expect(screen.getByRole('checkbox', { name: 'Eindeutig unter den Dateien des Schemas' })).toBeChecked();
    await user.click(doneButton());
    expect(stored()).toEqual(rules);
  });

  it('drops the rules of the old type when Typ changes, and stores no rules for empty fields', async () => {
    const { user, stored } = await openRules('Input', {
      rules: { minLength: 2, maxLength: 5, pattern: '[a-z]+' },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Typ/ }), 'date');
    expect(screen.queryByRole('textbox', { name: /^Mindestlänge/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Frühestes Datum')).toHaveAttribute('type', 'date');
    await user.click(doneButton());
    expect(stored()).toEqual({ type: 'date' });

    await user.click(screen.getByRole('tab', { name: /Regeln/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Typ/ }), 'text');
    await user.click(doneButton());
    // Back to Text: the fields still hold what they held.
    expect(stored()).toEqual({ minLength: 2, maxLength: 5, pattern: '[a-z]+' });
  });

  it('refuses a smallest value above the largest, under the field and beside a disabled Fertig', async () => {
    const { user, onDone } = await openRules('Input', { rules: { type: 'number' } });
    await user.type(textbox('Kleinster Wert'), '10');
    expect(doneButton()).toBeEnabled();
    await user.type(textbox('Größter Wert'), '1');
    expect(await screen.findByText('Der kleinste Wert ist größer als der größte.')).toBeInTheDocument();
    expect(textbox('Größter Wert')).toHaveAttribute('aria-invalid', 'true');
    expect(doneButton()).toBeDisabled();
    expect(doneButton()).toHaveAccessibleDescription(STEP_HINT);
    expect(screen.getByText('Noch zu korrigieren: die markierten Regeln.')).toBeInTheDocument();

    await user.type(textbox('Größter Wert'), '00');
    expect(screen.queryByText('Der kleinste Wert ist größer als der größte.')).not.toBeInTheDocument();
    expect(doneButton()).toBeEnabled();
    await user.click(doneButton());
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says which length is wrong, which pattern does not compile, and asks for a message beside a pattern', async () => {
    const { user, stored } = await openRules('Input');
    await user.type(textbox('Mindestlänge'), '5');
    await user.type(textbox('Höchstlänge'), '2');
    expect(await screen.findByText('Die Mindestlänge ist größer als die Höchstlänge.')).toBeInTheDocument();
    await user.clear(textbox('Höchstlänge'));

    expect(screen.queryByRole('textbox', { name: /^Meldung bei falschem Format/ })).not.toBeInTheDocument();
    await user.type(textbox('Muster'), '[[0-9{{5}');
    expect(
      await screen.findByText('Dieses Muster ist kein gültiger regulärer Ausdruck.'),
    ).toBeInTheDocument();
    expect(doneButton()).toBeDisabled();
    await user.clear(textbox('Muster'));
    await user.type(textbox('Muster'), '[[0-9]{{5}');
    await user.type(textbox('Meldung bei falschem Format'), 'Fünf Ziffern, bitte.');
    expect(doneButton()).toBeEnabled();
    await user.click(doneButton());
    expect(stored()).toEqual({ minLength: 5, pattern: '[0-9]{5}', patternMessage: 'Fünf Ziffern, bitte.' });
  });

  it('refuses to be left with text that is no number, and says what it wants', async () => {
    const { user, onDone } = await openRules('Input', { rules: { type: 'number' } });
    await user.type(textbox('Kleinster Wert'), 'zehn');
    await user.tab();
    expect(await screen.findByText('Bitte eine Zahl wie 2.499,95 eingeben.')).toBeInTheDocument();
    await user.click(doneButton());
    expect(onDone).not.toHaveBeenCalled();
    await user.type(textbox('Nachkommastellen'), '11');
    expect(await screen.findByText('Bitte eine ganze Zahl von 0 bis 10 eingeben.')).toBeInTheDocument();
    expect(doneButton()).toBeDisabled();
  });

  it('compares the dates of a Datum', async () => {
    const { user, stored } = await openRules('Input', { rules: { type: 'date' } });
    fireEvent.change(screen.getByLabelText('Frühestes Datum'), { target: { value: '2025-12-31' } });
    fireEvent.change(screen.getByLabelText('Spätestes Datum'), { target: { value: '2025-01-01' } });
    expect(await screen.findByText('Das früheste Datum liegt nach dem spätesten.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Spätestes Datum'), { target: { value: '2026-01-01' } });
    await user.click(doneButton());
    expect(stored()).toEqual({ type: 'date', minDate: '2025-12-31', maxDate: '2026-01-01' });
  });

  it('offers a Table its rows and the columns it has as required columns', async () => {
    const columns = {
      columns: [
        { name: 'qty', label: 'Menge', field: 'quantity' },
        { name: 'price', label: 'Preis', field: 'price' },
      ],
    };
    const { user, stored } = await openRules('Table', { columns, general: { rows: 1 } });
    expect(labels()).toEqual(['Pflichtfeld', 'Mindestens Zeilen', 'Höchstens Zeilen', 'Menge', 'Preis']);
    const required = screen.getByRole('group', { name: 'Pflichtspalten' });
    await user.click(within(required).getByRole('checkbox', { name: 'Preis' }));
    await user.type(textbox('Mindestens Zeilen'), '3');
    await user.type(textbox('Höchstens Zeilen'), '2');
    expect(
      await screen.findByText('Die Mindestzahl der Zeilen ist größer als die Höchstzahl.'),
    ).toBeInTheDocument();
    await user.type(textbox('Höchstens Zeilen'), '0');
    await user.click(doneButton());
    expect(stored()).toEqual({ minRows: 3, maxRows: 20, requiredColumns: ['price'] });
  });

  it('stores the largest image size in bytes and refuses one above 5 MB', async () => {
    const { user, stored } = await openRules('Image', { behavior: { accept: ['image/png'] } });
    expect(labels()).toEqual(['Pflichtfeld', 'Größte Dateigröße (MB)']);
    await user.type(textbox('Größte Dateigröße'), '6');
    expect(await screen.findByText('Bitte eine Größe über 0 bis 5 MB eingeben.')).toBeInTheDocument();
    expect(doneButton()).toBeDisabled();
    await user.clear(textbox('Größte Dateigröße'));
    await user.type(textbox('Größte Dateigröße'), '1,5');
    await user.click(screen.getByRole('checkbox', { name: 'Pflichtfeld' }));
    await user.click(doneButton());
    expect(stored()).toEqual({ required: true, maxBytes: 1_572_864 });
  });

  it('offers a Select a required choice and several options', async () => {
    const { user, stored } = await openRules('Select', { options: { options: [{ id: 'a', label: 'A' }] } });
    expect(labels()).toEqual(['Pflichtfeld', 'Mehrfachauswahl']);
    await user.click(screen.getByRole('checkbox', { name: 'Mehrfachauswahl' }));
    await user.click(doneButton());
    expect(stored()).toEqual({ multiple: true });
  });

  it('offers a Relationship the number of related files and a WYSIWYG a required value', async () => {
    const relationship = await openRules('Relationship', {
      _props: { _content: { _schema: [{ schemaId: 'schema-2', elementId: 'field', position: 0 }] } },
    });
    expect(labels()).toEqual(['Mindestens verknüpfte Dateien', 'Höchstens verknüpfte Dateien']);
    await relationship.user.type(textbox('Mindestens verknüpfte Dateien'), '1');
    await relationship.user.click(doneButton());
    expect(relationship.stored()).toEqual({ minRelated: 1 });
    cleanup();

    const wysiwyg = await openRules('WYSIWYG');
    expect(screen.getByRole('checkbox', { name: 'Pflichtfeld' })).toBeInTheDocument();
    await wysiwyg.user.click(doneButton());
    expect(wysiwyg.stored()).toBeUndefined();
  });
});
