import { describe, expect, it } from 'vitest';
import { compilePattern, isDate, ruleSetIssues } from './field-rules';

describe('ruleSetIssues', () => {
  it('takes rules that fit the component and type', () => {
    expect(ruleSetIssues('Input', { type: 'number', min: 0, max: 10, decimals: 2, required: true })).toEqual(
      [],
    );
    expect(ruleSetIssues('Input', { minLength: 1, maxLength: 3, pattern: '[a-z]+', unique: true })).toEqual(
      [],
    );
    expect(ruleSetIssues('Table', { minRows: 1, maxRows: 2, requiredColumns: ['n'] }, ['n'])).toEqual([]);
    expect(ruleSetIssues('Relationship', { minRelated: 0, maxRelated: 0 })).toEqual([]);
    expect(ruleSetIssues('Group', undefined)).toEqual([]);
  });

  it.each([
    ['Input', { minLength: 4, maxLength: 2 }, 'minLength', 'minAboveMax'],
    ['Input', { type: 'number', min: 5, max: 1 }, 'min', 'minAboveMax'],
    ['Input', { type: 'date', minDate: '2026-02-01', maxDate: '2026-01-01' }, 'minDate', 'minAboveMax'],
    ['Table', { minRows: 3, maxRows: 1 }, 'minRows', 'minAboveMax'],
    ['Relationship', { minRelated: 2, maxRelated: 1 }, 'minRelated', 'minAboveMax'],
    ['Input', { pattern: '(a' }, 'pattern', 'patternInvalid'],
    ['Input', { pattern: '(?<=a)b' }, 'pattern', 'patternInvalid'],
    ['Input', { type: 'number', maxLength: 3 }, 'maxLength', 'notForType'],
    ['Input', { decimals: 2 }, 'decimals', 'notForType'],
    ['Select', { minRows: 1 }, 'minRows', 'notForComponent'],
    ['Group', { required: true }, 'required', 'notForComponent'],
    ['Input', { type: 'date', minDate: '2026-02-30' }, 'minDate', 'dateInvalid'],
    ['Table', { requiredColumns: ['x'] }, 'requiredColumns', 'unknownColumn'],
    ['Input', { required: 'yes' }, 'required', 'shape'],
    ['Input', { colour: 'red' }, null, 'shape'],
  ] as const)('%s %j: %s %s', (component, rules, rule, problem) => {
    expect(ruleSetIssues(component, rules)).toContainEqual({ rule, problem });
  });
});

describe('patterns and dates', () => {
  it('compiles RE2 patterns and matches in linear time', () => {
    const pattern = compilePattern('(a+)+$');
    const started = Date.now();
    expect(pattern?.matches(`${'a'.repeat(50_000)}!`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(compilePattern('[')).toBeNull();
  });

  it('knows dates that exist', () => {
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2023-02-29')).toBe(false);
    expect(isDate('27.11.2026')).toBe(false);
  });
});
