import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { element, group } from '../../../domain/schema/element-fixtures';
import { ElementPreview } from './element-preview';
import { renderWithChakra, UI_TEST_TIMEOUT } from './test-render';

const schemas = [{ id: 'schema-2', label: 'Projekte' }];

afterEach(cleanup);

describe('ElementPreview', { timeout: UI_TEST_TIMEOUT }, () => {
  it('says when there is nothing to preview', async () => {
    renderWithChakra(<ElementPreview element={null} schemas={schemas} />);
    expect(await screen.findByText('Keine Vorschau verfügbar')).toBeInTheDocument();
  });

  it('renders an Input with its label, placeholder, default value, hint and fixed prefix', async () => {
    renderWithChakra(
      <ElementPreview
        element={element('price', 'Input', {
          props: {
            content: {
              label: 'Preis',
              shadowText: '0,00',
              hint: 'Brutto',
              _prefixType: 'fixed',
              prefix: '€',
            },
            model: { modelValue: '12' },
          },
        })}
        schemas={schemas}
      />,
    );
    const input = await screen.findByRole('textbox', { name: 'Preis' });
    expect(input).toHaveValue('12');
    expect(input).toHaveAttribute('placeholder', '0,00');
    expect(screen.getByText('Brutto')).toBeInTheDocument();
    expect(screen.getByText('€')).toBeInTheDocument();
  });

  it('keeps the Input labelled beside a prefix list and a fixed suffix', async () => {
    renderWithChakra(
      <ElementPreview
        element={element('price', 'Input', {
          props: {
            content: {
              label: 'Preis',
              _prefixType: 'list',
              _prefix: [
                { id: 'about', label: 'ca.' },
                { id: 'from', label: 'ab' },
              ],
              _suffixType: 'fixed',
              suffix: '€',
            },
          },
        })}
        schemas={schemas}
      />,
    );
    expect(await screen.findByRole('textbox', { name: 'Preis' })).toBeInTheDocument();
    const prefix = screen.getByRole('combobox', { name: 'Präfix' });
    expect(
      within(prefix)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ca.', 'ab']);
    expect(screen.getByText('€')).toBeInTheDocument();
  });

  it('renders a Select with its options and default', async () => {
    renderWithChakra(
      <ElementPreview
        element={element('color', 'Select', {
          props: {
            content: { label: 'Farbe' },
            options: {
              options: [
                { id: 'red', label: 'Rot' },
                { id: 'blue', label: 'Blau' },
              ],
            },
            model: { modelValue: 'blue' },
          },
        })}
        schemas={schemas}
      />,
    );
    expect(await screen.findByRole('combobox', { name: 'Farbe' })).toHaveValue('blue');
    expect(screen.getByRole('option', { name: 'Rot' })).toBeInTheDocument();
  });

  it('renders a Group as a fieldset holding its children', async () => {
    renderWithChakra(
      <ElementPreview
        element={group('address', [element('street', 'Input', { label: 'Straße' })], { label: 'Adresse' })}
        schemas={schemas}
      />,
    );
    const fieldset = await screen.findByRole('group', { name: 'Adresse' });
    expect(within(fieldset).getByRole('textbox', { name: 'Straße' })).toBeInTheDocument();
  });

  it('renders a Relationship with its related schemas and the empty list text', async () => {
    renderWithChakra(
      <ElementPreview
        element={element('projects', 'Relationship', {
          label: 'Projekte',
          props: {
            _props: { _content: { _schema: [{ schemaId: 'schema-2', elementId: 'projects', position: 0 }] } },
          },
        })}
        schemas={schemas}
      />,
    );
    expect(await screen.findByText('Verknüpfbare Schemas: Projekte')).toBeInTheDocument();
    expect(screen.getByText('No relationships defined.')).toBeInTheDocument();
  });
});
