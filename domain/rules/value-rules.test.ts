import { describe, expect, it } from 'vitest';
import { element } from '../schema/element-fixtures';
import type { ElementProps } from '../schema/types';
import type { FieldRules } from './field-rules';
import {
  dataProblems,
  isEmptyValue,
  relatedCountProblem,
  uniqueKey,
  uniqueKeyOf,
  valueProblems,
} from './value-rules';

const VALUE = 'props.model.model-value';
const ruled = (componentId: Parameters<typeof element>[1], rules: FieldRules, props: ElementProps = {}) =>
  element('x', componentId, { props: { ...props, rules } });
const rulesOf = (problems: { rule: string }[]) => problems.map((problem) => problem.rule);

describe('valueProblems', () => {
  it('takes any value of an element without rules, and an empty one unless required', () => {
    expect(valueProblems(element('x'), { any: 'thing' })).toEqual([]);
    expect(valueProblems(ruled('Input', { minLength: 3 }), '')).toEqual([]);
    expect(valueProblems(ruled('Input', { required: true }), '  ')).toEqual([{ rule: 'required' }]);
    expect(valueProblems(ruled('Select', { required: true }), [])).toEqual([{ rule: 'required' }]);
  });

  it('checks text', () => {
    const rules = { minLength: 2, maxLength: 4, pattern: '[A-Z]+', patternMessage: 'Nur Großbuchstaben' };
    expect(valueProblems(ruled('Input', rules), 'AB')).toEqual([]);
    expect(valueProblems(ruled('Input', rules), 'a')).toEqual([
      { rule: 'minLength', limit: 2 },
      { rule: 'pattern', message: 'Nur Großbuchstaben' },
    ]);
    expect(rulesOf(valueProblems(ruled('Input', rules), 'ABCDE'))).toEqual(['maxLength']);
    expect(rulesOf(valueProblems(ruled('Input', { maxLength: 2 }), '😀😀'))).toEqual([]);
    expect(rulesOf(valueProblems(ruled('Input', { maxLength: 2 }), 42))).toEqual(['text']);
  });

  it('checks numbers: a number, bounds, places', () => {
    const rules: FieldRules = { type: 'number', min: 0, max: 10_000, decimals: 2 };
    expect(valueProblems(ruled('Input', rules), 2499.95)).toEqual([]);
    expect(rulesOf(valueProblems(ruled('Input', rules), '2.499,95'))).toEqual(['number']);
    expect(valueProblems(ruled('Input', rules), -1)).toEqual([{ rule: 'min', limit: 0 }]);
    expect(valueProblems(ruled('Input', rules), 10_000.5)).toEqual([{ rule: 'max', limit: 10_000 }]);
    expect(valueProblems(ruled('Input', rules), 1.234)).toEqual([{ rule: 'decimals', limit: 2 }]);
    expect(valueProblems(ruled('Input', { type: 'number', decimals: 0 }), 1e-7)).toEqual([
      { rule: 'decimals', limit: 0 },
    ]);
  });

  it('checks dates, e-mail and web addresses', () => {
    const dates: FieldRules = { type: 'date', minDate: '2026-01-01', maxDate: '2026-12-31' };
    expect(valueProblems(ruled('Input', dates), '2026-11-27')).toEqual([]);
    expect(valueProblems(ruled('Input', dates), '2025-12-31')).toEqual([
      { rule: 'minDate', limit: '2026-01-01' },
    ]);
    expect(rulesOf(valueProblems(ruled('Input', dates), '2026-02-30'))).toEqual(['date']);
    expect(valueProblems(ruled('Input', { type: 'email' }), 'ada@example.org')).toEqual([]);
    expect(rulesOf(valueProblems(ruled('Input', { type: 'email' }), 'ada@example'))).toEqual(['email']);
    expect(valueProblems(ruled('Input', { type: 'url' }), 'https://example.org/a?b')).toEqual([]);
    expect(rulesOf(valueProblems(ruled('Input', { type: 'url' }), 'javascript:alert(1)'))).toEqual(['url']);
  });

  it('checks options, single or many', () => {
    const options = {
      options: {
        options: [
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B' },
        ],
      },
    };
    expect(valueProblems(ruled('Select', { required: true }, options), 'a')).toEqual([]);
    expect(rulesOf(valueProblems(ruled('Select', { required: true }, options), 'z'))).toEqual(['option']);
    expect(rulesOf(valueProblems(ruled('Select', { required: true }, options), ['a']))).toEqual(['single']);
    expect(valueProblems(ruled('Select', { multiple: true }, options), ['a', 'b'])).toEqual([]);
    expect(rulesOf(valueProblems(ruled('Select', { multiple: true }, options), ['a', 'z']))).toEqual([
      'option',
    ]);
  });

  it('checks tables: rows and required columns', () => {
    const rules: FieldRules = { minRows: 1, maxRows: 2, requiredColumns: ['n'] };
    expect(valueProblems(ruled('Table', rules), [{ n: 'a' }])).toEqual([]);
    expect(valueProblems(ruled('Table', rules), [{ n: 'a' }, { n: ' ' }])).toEqual([
      { rule: 'requiredColumn', column: 'n', row: 2 },
    ]);
    expect(rulesOf(valueProblems(ruled('Table', rules), [{ n: 'a' }, { n: 'b' }, { n: 'c' }]))).toEqual([
      'maxRows',
    ]);
    expect(rulesOf(valueProblems(ruled('Table', rules), 'x'))).toEqual(['rows']);
  });

  it('counts rich text without words as empty', () => {
    const empty = { root: { type: 'root', children: [{ type: 'paragraph', children: [] }] } };
    expect(valueProblems(ruled('WYSIWYG', { required: true }), empty)).toEqual([{ rule: 'required' }]);
  });
});

describe('dataProblems', () => {
  const elements = [
    element('a', 'Input', { props: { rules: { required: true } } }),
    element('b', 'Input', { position: 1, props: { rules: { maxLength: 1 } } }),
  ];
  it('checks the entries written, or every element of the whole data', () => {
    const data = [{ elementId: 'b', [VALUE]: 'zu lang' }];
    expect(dataProblems(elements, data, false)).toEqual([
      { elementId: 'b', problems: [{ rule: 'maxLength', limit: 1 }] },
    ]);
    expect(dataProblems(elements, data, true).map((item) => item.elementId)).toEqual(['a', 'b']);
  });
});

describe('bounds of related files and unique keys', () => {
  const rel = ruled('Relationship', { minRelated: 1, maxRelated: 2 });
  it('checks the bound a change moves towards', () => {
    expect(relatedCountProblem(rel, 3, 'more')).toEqual({ rule: 'maxRelated', limit: 2 });
    expect(relatedCountProblem(rel, 3, 'fewer')).toBeNull();
    expect(relatedCountProblem(rel, 0, 'fewer')).toEqual({ rule: 'minRelated', limit: 1 });
    expect(relatedCountProblem(rel, 0, 'more')).toBeNull();
    expect(relatedCountProblem(rel, 0)).toEqual({ rule: 'minRelated', limit: 1 });
  });

  it("reads the unique value a file's data gives an element, none when it is empty or missing", () => {
    const data = [
      { elementId: 'nr', 'props.model.model-value': ' A-1 ' },
      { elementId: 'leer', 'props.model.model-value': '' },
    ];
    expect(uniqueKeyOf(data, 'nr')).toBe('A-1');
    expect(uniqueKeyOf(data, 'leer')).toBeNull();
    expect(uniqueKeyOf(data, 'fehlt')).toBeNull();
  });

  it('compares unique values trimmed, numbers as written', () => {
    expect(uniqueKey(' A-1 ')).toBe(uniqueKey('A-1'));
    // A number and the same number kept as text (stored before the element became a number) are one value.
    expect(uniqueKey(2)).toBe(uniqueKey('2 '));
    expect([isEmptyValue(null), isEmptyValue(''), isEmptyValue([]), isEmptyValue(0)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
