import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { element } from '../../../../domain/schema/element-fixtures';
import { formContext, renderInForm, UI_TEST_TIMEOUT } from '../test-render';
import { InputField } from './input-field';

vi.setConfig({ testTimeout: UI_TEST_TIMEOUT });

const name = element('name', 'Input', {
  label: 'name',
  props: {
    content: {
      label: 'Name',
      shadowText: 'Vorname Nachname',
      hint: 'Wie im Ausweis',
      _prefixType: 'list',
      _prefix: [
        { id: 'mr', label: 'Herr' },
        { id: 'mrs', label: 'Frau' },
      ],
      _suffixType: 'fixed',
      suffix: 'cm',
    },
    model: { modelValue: 'Unbekannt' },
  },
});

describe('InputField', () => {
  it('shows the configured label, placeholder, hint, default value and fixed suffix', async () => {
    renderInForm(<InputField element={name} entry={undefined} />);
    const input = await screen.findByRole('textbox', { name: 'Name' });
    expect(input).toHaveValue('Unbekannt');
    expect(input).toHaveAttribute('placeholder', 'Vorname Nachname');
    expect(screen.getByText('Wie im Ausweis')).toBeInTheDocument();
    expect(screen.getByText('cm')).toBeInTheDocument();
  });

  it('saves on Enter and on leaving the field, under the dotted model key', async () => {
    const { user, context } = renderInForm(
      <InputField element={name} entry={{ elementId: 'name', 'props.model.model-value': 'Ada' }} />,
    );
    const input = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(input, ' Lovelace{Enter}');
    // With what the user started from, so a value stored meanwhile by someone else is not saved over.
    expect(context.save).toHaveBeenLastCalledWith(
      { elementId: 'name', 'props.model.model-value': 'Ada Lovelace' },
      { elementId: 'name', 'props.model.model-value': 'Ada' },
    );
    await user.type(input, '!');
    await user.tab();
    expect(context.save).toHaveBeenLastCalledWith(
      { elementId: 'name', 'props.model.model-value': 'Ada Lovelace!' },
      { elementId: 'name', 'props.model.model-value': 'Ada' },
    );
    expect(context.save).toHaveBeenCalledTimes(2);
  });

  it('saves what was typed when the field goes away before Enter or blur', async () => {
    const { user, context, unmount } = renderInForm(<InputField element={name} entry={undefined} />);
    const input = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(input);
    await user.type(input, 'Grace');
    expect(context.save).not.toHaveBeenCalled();
    unmount();
    expect(context.save).toHaveBeenCalledWith(
      { elementId: 'name', 'props.model.model-value': 'Grace' },
      null,
    );
  });

  it('saves a prefix choice at once, as the option label with the current value', async () => {
    const { user, context } = renderInForm(
      <InputField element={name} entry={{ elementId: 'name', 'props.model.model-value': 'Ada' }} />,
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Präfix von Name' }), 'Frau');
    expect(context.save).toHaveBeenCalledWith(
      { elementId: 'name', 'props.model.model-value': 'Ada', 'props.content.prefix': 'Frau' },
      { elementId: 'name', 'props.model.model-value': 'Ada' },
    );
  });

  it('is read-only when the element is disabled', async () => {
    const locked = element('locked', 'Input', { props: { state: { disable: true } } });
    renderInForm(<InputField element={locked} entry={undefined} />);
    expect(await screen.findByRole('textbox', { name: 'locked' })).toBeDisabled();
  });

  it('keeps the unit and the hint as text in the simplified entry, without the prefix choice', async () => {
    renderInForm(<InputField element={name} entry={undefined} />, formContext({ simplified: true }));
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByText('Wie im Ausweis')).toBeInTheDocument();
    expect(screen.getByText('cm')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Präfix von Name' })).not.toBeInTheDocument();
  });

  it('shows the chosen prefix of a list as text in the simplified entry', async () => {
    renderInForm(
      <InputField
        element={name}
        entry={{ elementId: 'name', 'props.model.model-value': 'Lovelace', 'props.content.prefix': 'Frau' }}
      />,
      formContext({ simplified: true }),
    );
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Lovelace');
    expect(screen.getByText('Frau')).toBeInTheDocument();
  });
});

const ruled = (elementId: string, label: string, rules: object) =>
  element(elementId, 'Input', { label, props: { rules } });
const price = ruled('price', 'Preis', { type: 'number', min: 0, max: 10_000, decimals: 2 });
const value = (elementId: string, stored: unknown) => ({ elementId, 'props.model.model-value': stored });

describe('InputField with rules', () => {
  it('shows a stored number in German, says what breaks as the user types and saves only a valid number', async () => {
    const { user, context } = renderInForm(<InputField element={price} entry={value('price', 2499.95)} />);
    const input = await screen.findByRole('textbox', { name: 'Preis' });
    expect(input).toHaveValue('2.499,95');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.clear(input);
    await user.type(input, '12.000');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Bitte eine Zahl bis 10.000 eingeben.');
    await user.keyboard('{Enter}');
    await user.tab();
    expect(context.save).not.toHaveBeenCalled();
    expect(input).toHaveValue('12.000');

    await user.clear(input);
    await user.type(input, 'zwölf');
    expect(screen.getByText('Bitte geben Sie eine Zahl ein, z. B. 2.499,95.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '1,999');
    expect(screen.getByText('Bitte höchstens 2 Nachkommastellen eingeben.')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '1234,5{Enter}');
    expect(context.save).toHaveBeenCalledTimes(1);
    // The stored number as it is: a save compares it with what the file holds.
    expect(context.save).toHaveBeenLastCalledWith(value('price', 1234.5), value('price', 2499.95));
    expect(input).toHaveValue('1.234,50');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('checks e-mail, required and pattern rules, with the pattern’s own message', async () => {
    const email = ruled('email', 'E-Mail', { type: 'email', required: true });
    const code = ruled('code', 'Kennung', { pattern: '[A-Z]{2}-\\d{4}', patternMessage: 'Format: AB-1234' });
    const { user, context } = renderInForm(
      <>
        <InputField element={email} entry={value('email', 'ada@example.org')} />
        <InputField element={code} entry={undefined} />
      </>,
    );
    const mail = await screen.findByRole('textbox', { name: 'E-Mail' });
    expect(mail).toHaveAttribute('type', 'email');
    expect(mail).toBeRequired();
    await user.clear(mail);
    expect(mail).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    await user.type(mail, 'ada@');
    expect(mail).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
    );
    await user.tab();
    expect(context.save).not.toHaveBeenCalled();

    const kennung = screen.getByRole('textbox', { name: 'Kennung' });
    await user.type(kennung, 'ab-12');
    expect(kennung).toHaveAccessibleDescription('Format: AB-1234');
    await user.clear(kennung);
    await user.type(kennung, 'AB-1234{Enter}');
    expect(context.save).toHaveBeenLastCalledWith(value('code', 'AB-1234'), null);
  });

  it('marks a stored value that breaks a rule and changes nothing until the user edits it', async () => {
    const { user, context } = renderInForm(
      <InputField element={price} entry={value('price', 12_000)} />,
      formContext({ storedProblems: new Map([['price', { rule: 'max', limit: 10_000 }]]) }),
    );
    const input = await screen.findByRole('textbox', { name: 'Preis' });
    expect(input).toHaveValue('12.000,00');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Gespeicherter Wert: Bitte eine Zahl bis 10.000 eingeben.');
    await user.click(input);
    await user.tab();
    expect(context.save).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '11.000');
    expect(input).toHaveAccessibleDescription('Bitte eine Zahl bis 10.000 eingeben.');
    await user.clear(input);
    await user.type(input, '9.000{Enter}');
    expect(context.save).toHaveBeenLastCalledWith(value('price', 9000), value('price', 12_000));
  });

  it('says under the field why the server refused its value', async () => {
    const isbn = ruled('isbn', 'ISBN', { unique: true });
    renderInForm(
      <InputField element={isbn} entry={value('isbn', '978-3')} />,
      formContext({
        refusals: new Map([['isbn', { elementId: 'isbn', rule: 'unique', entry: value('isbn', '978-3') }]]),
      }),
    );
    expect(await screen.findByRole('textbox', { name: 'ISBN' })).toHaveAccessibleDescription(
      'Dieser Wert ist schon in einer anderen Datei dieses Schemas vergeben.',
    );
  });

  it('takes several lines in a text area, saved on leaving it', async () => {
    const notes = ruled('notes', 'Notizen', { type: 'multiline', maxLength: 20 });
    const { user, context } = renderInForm(<InputField element={notes} entry={undefined} />);
    const area = await screen.findByRole('textbox', { name: 'Notizen' });
    expect(area.tagName).toBe('TEXTAREA');
    await user.type(area, 'Zeile 1{Enter}Zeile 2');
    expect(context.save).not.toHaveBeenCalled();
    await user.tab();
    expect(context.save).toHaveBeenLastCalledWith(value('notes', 'Zeile 1\nZeile 2'), null);
    await user.type(area, ' und noch viel mehr');
    expect(area).toHaveAccessibleDescription('Bitte höchstens 20 Zeichen eingeben.');
  });

  it('picks a date as YYYY-MM-DD within its bounds, and shows a stored text that is no date', async () => {
    const due = ruled('due', 'Fällig', { type: 'date', maxDate: '2026-12-31' });
    const { context } = renderInForm(<InputField element={due} entry={value('due', '2026-11-27')} />);
    const input = await screen.findByLabelText('Fällig');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('max', '2026-12-31');
    expect(input).toHaveValue('2026-11-27');
    fireEvent.change(input, { target: { value: '2027-01-15' } });
    expect(input).toHaveAccessibleDescription('Bitte ein Datum bis zum 31.12.2026 wählen.');
    fireEvent.blur(input);
    expect(context.save).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2026-12-24' } });
    fireEvent.blur(input);
    expect(context.save).toHaveBeenLastCalledWith(value('due', '2026-12-24'), value('due', '2026-11-27'));

    const old = ruled('old', 'Alt', { type: 'date' });
    renderInForm(<InputField element={old} entry={value('old', 'nächste Woche')} />);
    const text = await screen.findByRole('textbox', { name: 'Alt' });
    expect(text).toHaveValue('nächste Woche');
  });

  it('keeps rules and messages in the simplified entry; Enter on a value that breaks one stays', async () => {
    const { user, context } = renderInForm(
      <form>
        <InputField element={price} entry={undefined} />
        <InputField element={name} entry={undefined} />
      </form>,
      formContext({ simplified: true }),
    );
    const input = await screen.findByRole('textbox', { name: 'Preis' });
    await user.type(input, '-1{Enter}');
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('Bitte eine Zahl ab 0 eingeben.');
    await user.clear(input);
    await user.type(input, '42{Enter}');
    expect(context.save).toHaveBeenLastCalledWith(value('price', 42), null);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});
