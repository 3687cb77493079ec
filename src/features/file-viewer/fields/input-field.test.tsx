import { screen } from '@testing-library/react';
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
