import { describe, expect, it } from 'vitest';
import { element } from '../schema/element-fixtures';
import { importedRow } from './import-cells';

const elements = new Map([['price', element('price', 'Input', { props: { rules: { type: 'number' } } })]]);

describe('importedRow', () => {
  it('reads the id, the label and the values of a row, naming the cells it cannot read', () => {
    expect(importedRow(['id', 'label', 'price'], elements, [' akte-7 ', ' Akte ', '2.499,95'])).toEqual({
      id: 'akte-7',
      label: 'Akte',
      data: [{ elementId: 'price', 'props.model.model-value': 2499.95 }],
      problems: [],
    });
    expect(importedRow(['id', 'price'], elements, ['', 'zwei'])).toMatchObject({
      id: null,
      problems: [{ target: 'price', problem: 'number' }],
    });
  });
});
