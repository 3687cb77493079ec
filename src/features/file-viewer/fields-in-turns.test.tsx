import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { element, group, topLevel } from '../../../domain/schema/element-fixtures';
import type { SchemaElement } from '../../../domain/schema/types';
import { ElementFields } from './element-field';
import { elementsWithin, FIRST_FIELDS, useFieldsInTurns } from './fields-in-turns';
import { renderInForm } from './test-render';

const inputs = (count: number) =>
  topLevel(
    Array.from({ length: count }, (_, index) =>
      element(`f${index + 1}`, 'Input', { label: `Feld ${index + 1}` }),
    ),
  );

describe('elementsWithin', () => {
  it('counts top-level elements until their fields reach the budget, that one included', () => {
    expect(elementsWithin(inputs(10), 4)).toBe(4);
    expect(elementsWithin(inputs(3), 4)).toBe(3);
    expect(elementsWithin([], 4)).toBe(0);
  });

  it('counts a Group with the fields inside it', () => {
    const elements = topLevel([
      element('a'),
      group('g', [element('b'), group('h', [element('c')])]),
      element('d'),
    ]);
    // a (1), then g with b, h and c (4): five fields.
    expect(elementsWithin(elements, 2)).toBe(2);
    expect(elementsWithin(elements, 5)).toBe(2);
    expect(elementsWithin(elements, 6)).toBe(3);
  });

  it('takes the first element even when it alone is over the budget', () => {
    const big = topLevel([group('g', inputs(30)), element('after')]);
    expect(elementsWithin(big, 4)).toBe(1);
  });
});

describe('useFieldsInTurns', () => {
  function Counted({ elements, seen }: { elements: SchemaElement[]; seen: number[] }) {
    seen.push(useFieldsInTurns(elements));
    return null;
  }

  it('renders a screen of fields first, then every element', async () => {
    const seen: number[] = [];
    render(<Counted elements={inputs(70)} seen={seen} />);
    await waitFor(() => expect([...new Set(seen)]).toEqual([FIRST_FIELDS, 70]));
  });

  it('renders every element in a page that paints no frames, a hidden tab', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      const seen: number[] = [];
      render(<Counted elements={inputs(70)} seen={seen} />);
      expect(seen.at(-1)).toBe(FIRST_FIELDS);
      await waitFor(() => expect(seen.at(-1)).toBe(70));
    } finally {
      frames.mockRestore();
    }
  });

  it('renders a short form whole at once', () => {
    const seen: number[] = [];
    render(<Counted elements={inputs(5)} seen={seen} />);
    expect(new Set(seen)).toEqual(new Set([5]));
  });
});

describe('a long form', () => {
  it('ends with every field filled, the last one too', async () => {
    renderInForm(
      <ElementFields
        elements={inputs(60)}
        data={[{ elementId: 'f60', 'props.model.model-value': 'zuletzt' }]}
      />,
    );
    expect(await screen.findByRole('textbox', { name: 'Feld 60' })).toHaveValue('zuletzt');
    expect(screen.getAllByRole('textbox')).toHaveLength(60);
  });
});
