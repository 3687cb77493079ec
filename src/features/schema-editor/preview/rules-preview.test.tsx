import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldRules } from '../../../../domain/rules/field-rules';
import { element } from '../../../../domain/schema/element-fixtures';
import type { ElementProps } from '../../../../domain/schema/types';
import { ElementPreview } from '../element-preview';
import { renderWithChakra, UI_TEST_TIMEOUT } from '../test-render';

function renderInput(rules: FieldRules, props: ElementProps = {}) {
  return renderWithChakra(
    <ElementPreview
      element={element('price', 'Input', { props: { content: { label: 'Preis' }, rules, ...props } })}
      schemas={[]}
    />,
  );
}

/** The message the field is described by, as a screen reader reads it. */
function messageOf(field: HTMLElement): string | undefined {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ') || undefined;
}

afterEach(cleanup);

describe('the preview of rules', { timeout: UI_TEST_TIMEOUT }, () => {
  it('reads a Zahl in German and says the first rule it breaks, linked to the field', async () => {
    const { user } = renderInput({ type: 'number', min: 0, max: 10_000, decimals: 2 });
    const price = await screen.findByRole('textbox', { name: 'Preis' });
    expect(price).toHaveAttribute('inputmode', 'decimal');
    expect(price).not.toHaveAttribute('aria-invalid');

    await user.type(price, 'zwölf');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(price)).toBe('Bitte geben Sie eine Zahl ein, z. B. 2.499,95.');

    await user.clear(price);
    await user.type(price, '10.000,5');
    expect(messageOf(price)).toBe('Bitte eine Zahl bis 10.000 eingeben.');
    await user.clear(price);
    await user.type(price, '-1');
    expect(messageOf(price)).toBe('Bitte eine Zahl ab 0 eingeben.');
    await user.clear(price);
    await user.type(price, '1,255');
    expect(messageOf(price)).toBe('Bitte höchstens 2 Nachkommastellen eingeben.');

    await user.clear(price);
    await user.type(price, '2.499,95');
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(messageOf(price)).toBeUndefined();
  });

  it('asks for a required value once the field was left empty, keeping its hint', async () => {
    const { user } = renderInput({ required: true }, { content: { label: 'Preis', hint: 'Brutto' } });
    const price = await screen.findByRole('textbox', { name: 'Preis' });
    expect(price).toBeRequired();
    expect(messageOf(price)).toBe('Brutto');
    await user.click(price);
    await user.tab();
    expect(messageOf(price)).toBe('Brutto Bitte füllen Sie dieses Feld aus.');
  });

  it("says a pattern's own message, and the lengths of a text", async () => {
    const { user } = renderInput({ minLength: 3, pattern: '[0-9]+', patternMessage: 'Nur Ziffern.' });
    const price = await screen.findByRole('textbox', { name: 'Preis' });
    await user.type(price, '1');
    expect(messageOf(price)).toBe('Bitte mindestens 3 Zeichen eingeben.');
    await user.type(price, '2a');
    expect(messageOf(price)).toBe('Nur Ziffern.');
  });

  it.each([
    ['multiline', 'TEXTAREA', null],
    ['date', 'INPUT', 'date'],
    ['email', 'INPUT', 'email'],
    ['url', 'INPUT', 'url'],
    ['text', 'INPUT', 'text'],
  ] as const)('gives a %s its own control', async (type, tag, attribute) => {
    renderInput({ type });
    const field = await screen.findByLabelText('Preis');
    expect(field.tagName).toBe(tag);
    if (attribute) expect(field).toHaveAttribute('type', attribute);
  });

  it('checks an address and a date as typed', async () => {
    const { user } = renderInput({ type: 'email' });
    const mail = await screen.findByRole('textbox', { name: 'Preis' });
    await user.type(mail, 'name@');
    expect(messageOf(mail)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.');
    cleanup();

    renderInput({ type: 'date', minDate: '2025-01-01' });
    const day = await screen.findByLabelText('Preis');
    fireEvent.change(day, { target: { value: '2024-12-31' } });
    expect(messageOf(day)).toMatch(/^Bitte ein Datum ab dem .*2025 wählen\.$/);
  });

  it('asks a required Select for a choice, and offers several options as check boxes', async () => {
    const options = {
      options: [
        { id: 'red', label: 'Rot' },
        { id: 'blue', label: 'Blau' },
      ],
    };
    const select = renderWithChakra(
      <ElementPreview
        element={element('color', 'Select', {
          props: { content: { label: 'Farbe' }, options, rules: { required: true } },
        })}
        schemas={[]}
      />,
    );
    const color = await screen.findByRole('combobox', { name: 'Farbe' });
    await select.user.selectOptions(color, 'red');
    expect(messageOf(color)).toBeUndefined();
    await select.user.selectOptions(color, '');
    expect(color).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(color)).toBe('Bitte füllen Sie dieses Feld aus.');
    cleanup();

    const multiple = renderWithChakra(
      <ElementPreview
        element={element('color', 'Select', {
          props: { content: { label: 'Farbe' }, options, rules: { required: true, multiple: true } },
        })}
        schemas={[]}
      />,
    );
    const group = await screen.findByRole('group', { name: 'Farbe' });
    await multiple.user.click(screen.getByRole('checkbox', { name: 'Blau' }));
    await multiple.user.click(screen.getByRole('checkbox', { name: 'Rot' }));
    expect(messageOf(group)).toBeUndefined();
    await multiple.user.click(screen.getByRole('checkbox', { name: 'Blau' }));
    await multiple.user.click(screen.getByRole('checkbox', { name: 'Rot' }));
    expect(messageOf(group)).toBe('Bitte füllen Sie dieses Feld aus.');
  });
});
