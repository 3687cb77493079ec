import { describe, expect, it } from 'vitest';
import { type FieldRules, RULE_LIMITS, ruleSetIssues, rulesTaken } from '../../../domain/rules/field-rules';
import { COMPONENT_IDS } from '../../../domain/schema/types';
import {
  BYTES_PER_MEGABYTE,
  type RuleFormValues,
  toFieldRules,
  toRuleFormValues,
  unreadableRules,
} from './rule-form-values';

const empty = toRuleFormValues(undefined);
const form = (values: Partial<RuleFormValues>): RuleFormValues => ({ ...empty, ...values });

describe('rulesTaken', () => {
  it.each([
    ['text', ['type', 'required', 'minLength', 'maxLength', 'pattern', 'patternMessage', 'unique']],
    ['multiline', ['type', 'required', 'minLength', 'maxLength', 'pattern', 'patternMessage', 'unique']],
    ['email', ['type', 'required', 'minLength', 'maxLength', 'pattern', 'patternMessage', 'unique']],
    ['url', ['type', 'required', 'minLength', 'maxLength', 'pattern', 'patternMessage', 'unique']],
    ['number', ['type', 'required', 'min', 'max', 'decimals', 'unique']],
    ['date', ['type', 'required', 'minDate', 'maxDate', 'unique']],
  ] as const)('offers an Input of type %s its rules', (type, rules) => {
    expect(rulesTaken('Input', type)).toEqual(rules);
  });

  it.each([
    ['Select', ['required', 'multiple']],
    ['Table', ['required', 'minRows', 'maxRows', 'requiredColumns']],
    ['Image', ['required', 'maxBytes']],
    ['Relationship', ['minRelated', 'maxRelated']],
    ['WYSIWYG', ['required']],
    ['Group', []],
  ] as const)('offers a %s its rules, whatever the type field says', (componentId, rules) => {
    expect(rulesTaken(componentId, 'text')).toEqual(rules);
    expect(rulesTaken(componentId, 'number')).toEqual(rules);
  });
});

describe('toRuleFormValues', () => {
  it('leaves every field empty without rules, the type text', () => {
    expect(empty).toEqual({
      type: 'text',
      required: false,
      minLength: '',
      maxLength: '',
      pattern: '',
      patternMessage: '',
      min: '',
      max: '',
      decimals: '',
      minDate: '',
      maxDate: '',
      unique: false,
      multiple: false,
      minRows: '',
      maxRows: '',
      requiredColumns: [],
      maxMegabytes: '',
      minRelated: '',
      maxRelated: '',
    });
  });

  it('writes numbers in German and the image size in MB', () => {
    expect(
      toRuleFormValues({ type: 'number', min: -2.5, max: 2499.95, decimals: 2, required: true }),
    ).toMatchObject({ type: 'number', min: '-2,5', max: '2.499,95', decimals: '2', required: true });
    expect(toRuleFormValues({ maxBytes: 1.5 * BYTES_PER_MEGABYTE }).maxMegabytes).toBe('1,5');
    expect(toRuleFormValues({ maxBytes: 5 * BYTES_PER_MEGABYTE }).maxMegabytes).toBe('5');
  });
});

describe('toFieldRules', () => {
  it('stores nothing for empty fields', () => {
    for (const componentId of COMPONENT_IDS) expect(toFieldRules(componentId, empty)).toBeUndefined();
  });

  it('reads German numbers, whole counts and the type of an Input', () => {
    expect(
      toFieldRules('Input', form({ type: 'number', min: '0', max: '10.000', decimals: '2', required: true })),
    ).toEqual({ type: 'number', required: true, min: 0, max: 10_000, decimals: 2 });
    expect(toFieldRules('Input', form({ type: 'number', min: ' -1,5 ', max: '2.499,95' }))).toEqual({
      type: 'number',
      min: -1.5,
      max: 2499.95,
    });
  });

  it('drops the rules of another type, so switching the type drops them', () => {
    const typed = form({
      minLength: '2',
      maxLength: '20',
      pattern: '[0-9]+',
      patternMessage: 'Nur Ziffern',
      min: '1',
      max: '9',
      decimals: '0',
      minDate: '2024-01-01',
      maxDate: '2024-12-31',
      unique: true,
    });
    expect(toFieldRules('Input', { ...typed, type: 'text' })).toEqual({
      minLength: 2,
      maxLength: 20,
      pattern: '[0-9]+',
      patternMessage: 'Nur Ziffern',
      unique: true,
    });
    expect(toFieldRules('Input', { ...typed, type: 'number' })).toEqual({
      type: 'number',
      min: 1,
      max: 9,
      decimals: 0,
      unique: true,
    });
    expect(toFieldRules('Input', { ...typed, type: 'date' })).toEqual({
      type: 'date',
      minDate: '2024-01-01',
      maxDate: '2024-12-31',
      unique: true,
    });
    expect(toFieldRules('Input', { ...typed, type: 'email' })).toMatchObject({ type: 'email', minLength: 2 });
  });

  it('drops the rules of another component', () => {
    const all = form({ required: true, multiple: true, minRows: '1', minRelated: '1', maxMegabytes: '1' });
    expect(toFieldRules('Select', all)).toEqual({ required: true, multiple: true });
    expect(toFieldRules('WYSIWYG', all)).toEqual({ required: true });
    expect(toFieldRules('Relationship', all)).toEqual({ minRelated: 1 });
    expect(toFieldRules('Group', all)).toBeUndefined();
  });

  it('stores text that is no value of its rule as nothing', () => {
    expect(
      toFieldRules('Input', form({ type: 'number', min: 'abc', max: '1,2,3', decimals: '1,5' })),
    ).toEqual({
      type: 'number',
    });
    expect(toFieldRules('Input', form({ minLength: '-1', maxLength: 'zehn' }))).toBeUndefined();
  });

  it('keeps a pattern as typed and its message only beside a pattern', () => {
    expect(toFieldRules('Input', form({ pattern: ' a b ', patternMessage: '  Zwei Wörter ' }))).toEqual({
      pattern: ' a b ',
      patternMessage: 'Zwei Wörter',
    });
    expect(toFieldRules('Input', form({ patternMessage: 'Verwaist' }))).toBeUndefined();
  });

  it("keeps only the required columns the table still has, in the table's order", () => {
    const values = form({ required: true, minRows: '1', maxRows: '5', requiredColumns: ['b', 'gone', 'a'] });
    expect(toFieldRules('Table', values, ['a', 'b', 'c'])).toEqual({
      required: true,
      minRows: 1,
      maxRows: 5,
      requiredColumns: ['a', 'b'],
    });
    expect(toFieldRules('Table', form({ requiredColumns: ['gone'] }), ['a'])).toBeUndefined();
  });

  it('stores the image size in bytes', () => {
    expect(toFieldRules('Image', form({ maxMegabytes: '2' }))).toEqual({ maxBytes: 2 * BYTES_PER_MEGABYTE });
    expect(toFieldRules('Image', form({ maxMegabytes: '0,5' }))).toEqual({
      maxBytes: BYTES_PER_MEGABYTE / 2,
    });
  });

  it.each<[FieldRules, string[]]>([
    [{ type: 'number', required: true, min: -3, max: 10_000, decimals: 2, unique: true }, []],
    [{ minLength: 1, maxLength: 200, pattern: '[A-Z]{2}[0-9]+', patternMessage: 'z. B. AB12' }, []],
    [{ type: 'date', minDate: '2024-01-01', maxDate: '2030-12-31' }, []],
    [{ type: 'url' }, []],
  ])('gives stored Input rules back unchanged: %j', (rules) => {
    expect(toFieldRules('Input', toRuleFormValues(rules))).toEqual(rules);
  });

  it('gives the stored rules of the other components back unchanged', () => {
    const table: FieldRules = { required: true, minRows: 2, maxRows: 9, requiredColumns: ['qty'] };
    expect(toFieldRules('Table', toRuleFormValues(table), ['qty', 'price'])).toEqual(table);
    const image: FieldRules = { required: true, maxBytes: 1_234_567 };
    expect(toFieldRules('Image', toRuleFormValues(image))).toEqual(image);
    const select: FieldRules = { required: true, multiple: true };
    expect(toFieldRules('Select', toRuleFormValues(select))).toEqual(select);
    const related: FieldRules = { minRelated: 1, maxRelated: 3 };
    expect(toFieldRules('Relationship', toRuleFormValues(related))).toEqual(related);
  });

  it('leaves a minimum above its maximum for the rules to refuse', () => {
    const rules = toFieldRules('Input', form({ type: 'number', min: '10', max: '1' }));
    expect(ruleSetIssues('Input', rules)).toEqual([{ rule: 'min', problem: 'minAboveMax' }]);
  });

  it('leaves a count above its limit for the rules to refuse', () => {
    const rules = toFieldRules('Input', form({ maxLength: String(RULE_LIMITS.maxLength + 1) }));
    expect(ruleSetIssues('Input', rules)).toEqual([{ rule: 'maxLength', problem: 'shape' }]);
  });
});

describe('unreadableRules', () => {
  it('names the shown fields whose text is no value of their rule', () => {
    expect(
      unreadableRules('Input', form({ type: 'number', min: 'abc', max: '10.000', decimals: '2,5' })),
    ).toEqual(['min', 'decimals']);
    expect(unreadableRules('Input', form({ minLength: '-1', maxLength: ' 12 ' }))).toEqual(['minLength']);
    expect(unreadableRules('Image', form({ maxMegabytes: 'viel' }))).toEqual(['maxBytes']);
    expect(unreadableRules('Table', form({ minRows: 'x', maxRows: '' }))).toEqual(['minRows']);
  });

  it('lets empty fields and the fields of another type pass', () => {
    expect(unreadableRules('Input', empty)).toEqual([]);
    expect(unreadableRules('Input', form({ type: 'text', min: 'abc' }))).toEqual([]);
    expect(unreadableRules('Select', form({ minRows: 'x' }))).toEqual([]);
  });
});
