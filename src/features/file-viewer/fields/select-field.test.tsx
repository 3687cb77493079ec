import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { element } from '../../../../domain/schema/element-fixtures';
import { formContext, renderInForm, UI_TEST_TIMEOUT } from '../test-render';
import { SelectField } from './select-field';

vi.setConfig({ testTimeout: UI_TEST_TIMEOUT });

const options = {
  options: [
    { id: 'red', label: 'Rot' },
    { id: 'green', label: 'Grün' },
    { id: 'blue', label: 'Blau' },
  ],
};
const colours = (rules: object) =>
  element('colours', 'Select', { label: 'Farben', props: { options, rules } });
const value = (stored: unknown) => ({ elementId: 'colours', 'props.model.model-value': stored });

describe('SelectField', () => {
  it('saves the chosen option’s id at once', async () => {
    const { user, context } = renderInForm(<SelectField element={colours({})} entry={undefined} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Farben' }), 'Grün');
    expect(context.save).toHaveBeenLastCalledWith(value('green'));
  });

  it('does not save a required choice cleared, and says why', async () => {
    const { user, context } = renderInForm(
      <SelectField element={colours({ required: true })} entry={value('red')} />,
    );
    const select = await screen.findByRole('combobox', { name: 'Farben' });
    expect(select).toBeRequired();
    await user.selectOptions(select, 'Bitte wählen');
    expect(context.save).not.toHaveBeenCalled();
    expect(select).toHaveValue('');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    await user.selectOptions(select, 'Blau');
    expect(context.save).toHaveBeenLastCalledWith(value('blue'));
    expect(select).not.toHaveAttribute('aria-invalid');
  });

  it('ticks several options with `multiple`, saved as their ids in the options’ order', async () => {
    const { user, context } = renderInForm(
      <SelectField element={colours({ multiple: true })} entry={value(['blue'])} />,
    );
    const group = await screen.findByRole('group', { name: 'Farben' });
    expect(within(group).getByRole('checkbox', { name: 'Blau' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Rot' }));
    expect(context.save).toHaveBeenLastCalledWith(value(['red', 'blue']));
    await user.click(within(group).getByRole('checkbox', { name: 'Blau' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Rot' }));
    // Nothing ticked is nothing chosen.
    expect(context.save).toHaveBeenLastCalledWith(value(null));
  });

  it('counts a single id stored before `multiple` as ticked; a required list cleared is not saved', async () => {
    const { user, context } = renderInForm(
      <SelectField element={colours({ multiple: true, required: true })} entry={value('green')} />,
    );
    const green = await screen.findByRole('checkbox', { name: 'Grün' });
    expect(green).toBeChecked();
    await user.click(green);
    // The checkbox group hands the change on after the click: once the field says why, nothing was saved.
    await waitFor(() =>
      expect(screen.getByRole('group', { name: /Farben/ })).toHaveAccessibleDescription(
        'Bitte füllen Sie dieses Feld aus.',
      ),
    );
    expect(green).not.toBeChecked();
    expect(context.save).not.toHaveBeenCalled();
    expect(green).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows and marks a list stored before the Select took one option', async () => {
    renderInForm(
      <SelectField element={colours({})} entry={value(['red', 'blue'])} />,
      formContext({ storedProblems: new Map([['colours', { rule: 'single' }]]) }),
    );
    const select = await screen.findByRole('combobox', { name: 'Farben' });
    expect(select).toHaveDisplayValue('Rot, Blau');
    expect(select).toHaveAccessibleDescription('Gespeicherter Wert: Bitte wählen Sie nur eine Option.');
  });
});
