import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { element, group, topLevel } from '../../../domain/schema/element-fixtures';
import { ElementFields } from './element-field';
import { formContext, renderInForm, UI_TEST_TIMEOUT } from './test-render';

vi.setConfig({ testTimeout: UI_TEST_TIMEOUT });

const elements = topLevel([
  element('title', 'Input', { label: 'Titel' }),
  group(
    'address',
    [
      element('city', 'Input', { label: 'Stadt' }),
      group('geo', [element('lat', 'Input', { label: 'Breite' })], { label: 'Koordinaten' }),
    ],
    {
      label: 'Adresse',
    },
  ),
  element('status', 'Select', {
    label: 'Status',
    props: { options: { options: [{ id: 'on', label: 'Aktiv' }] } },
  }),
]);

describe('ElementFields', () => {
  it('renders one field per element, groups as nested fieldsets, filled from the data', async () => {
    renderInForm(
      <ElementFields
        elements={elements}
        data={[
          { elementId: 'lat', 'props.model.model-value': '51.5' },
          { elementId: 'status', 'props.model.model-value': 'on' },
        ]}
      />,
    );
    const address = await screen.findByRole('group', { name: 'Adresse' });
    expect(address).toContainElement(screen.getByRole('group', { name: 'Koordinaten' }));
    expect(screen.getByRole('textbox', { name: 'Breite' })).toHaveValue('51.5');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('on');
  });

  it('lays groups out flat in the simplified entry', async () => {
    renderInForm(<ElementFields elements={elements} data={[]} />, formContext({ simplified: true }));
    expect(await screen.findByRole('textbox', { name: 'Breite' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Adresse' })).not.toBeInTheDocument();
  });

  it('leaves a value of another shape out of the field', async () => {
    renderInForm(
      <ElementFields
        elements={elements}
        data={[{ elementId: 'title', 'props.model.model-value': [{ a: 1 }] }]}
      />,
    );
    expect(await screen.findByRole('textbox', { name: 'Titel' })).toHaveValue('');
  });
});
