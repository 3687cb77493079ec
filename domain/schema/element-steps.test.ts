import { describe, expect, it } from 'vitest';
import { RULES_OF } from '../rules/field-rules';
import { element } from './element-fixtures';
import { elementIdPattern, isStepComplete, missingInStep, type StepId, stepsFor } from './element-steps';
import { COMPONENT_IDS, type ElementProps } from './types';

describe('stepsFor', () => {
  it.each([
    ['Input', ['basic', 'label', 'input', 'prefix', 'suffix', 'rules']],
    ['Select', ['basic', 'label', 'options', 'rules']],
    ['Group', ['basic', 'label']],
    ['Table', ['basic', 'label', 'table', 'rules']],
    ['Relationship', ['basic', 'relationship', 'rules']],
    ['Image', ['basic', 'label', 'image', 'rules']],
    ['WYSIWYG', ['basic', 'format', 'rules']],
  ] as const)('gives %s the steps %j', (componentId, steps) => {
    expect(stepsFor(componentId)).toEqual(steps);
  });

  it('starts every type with basic information', () => {
    for (const componentId of COMPONENT_IDS) expect(stepsFor(componentId)[0]).toBe('basic');
  });

  it('ends every type that takes rules with the rules step, and a Group without one', () => {
    for (const componentId of COMPONENT_IDS) {
      expect(stepsFor(componentId).at(-1) === 'rules').toBe(RULES_OF[componentId].length > 0);
    }
  });
});

describe('isStepComplete', () => {
  const withProps = (props: ElementProps) => element('el', 'Input', { props });

  it('needs a label and a valid elementId for basic information', () => {
    expect(isStepComplete('basic', element('title', 'Input', { label: 'Titel' }))).toBe(true);
    expect(isStepComplete('basic', element('title', 'Input', { label: '  ' }))).toBe(false);
    expect(isStepComplete('basic', element('', 'Input', { label: 'Titel' }))).toBe(false);
    expect(isStepComplete('basic', element('   ', 'Input', { label: 'Titel' }))).toBe(false);
    expect(isStepComplete('basic', element('has space', 'Input', { label: 'Titel' }))).toBe(false);
  });

  it('needs content.label for the label step', () => {
    expect(isStepComplete('label', withProps({ content: { label: 'Name' } }))).toBe(true);
    expect(isStepComplete('label', withProps({ content: { label: ' ' } }))).toBe(false);
    expect(isStepComplete('label', withProps({ content: {} }))).toBe(false);
    expect(isStepComplete('label', withProps({}))).toBe(false);
  });

  it('needs at least one column and at least one row for the table step', () => {
    const column = { name: 'n', label: 'N', field: 'n' };
    const table = (columns: (typeof column)[], rows?: number) =>
      withProps({ columns: { columns }, general: rows === undefined ? {} : { rows } });
    expect(isStepComplete('table', table([column], 1))).toBe(true);
    expect(isStepComplete('table', table([column, column], 20))).toBe(true);
    expect(isStepComplete('table', table([column], 0))).toBe(false);
    expect(isStepComplete('table', table([column]))).toBe(false);
    expect(isStepComplete('table', table([], 3))).toBe(false);
    expect(isStepComplete('table', withProps({}))).toBe(false);
  });

  it('needs at least one option for the options step', () => {
    expect(isStepComplete('options', withProps({ options: { options: [{ id: 'a', label: 'A' }] } }))).toBe(
      true,
    );
    expect(isStepComplete('options', withProps({ options: { options: [] } }))).toBe(false);
    expect(isStepComplete('options', withProps({ options: {} }))).toBe(false);
  });

  it('needs at least one related schema for the relationship step', () => {
    const related = { schemaId: 's', elementId: 'e', position: 1 };
    expect(isStepComplete('relationship', withProps({ _props: { _content: { _schema: [related] } } }))).toBe(
      true,
    );
    expect(isStepComplete('relationship', withProps({ _props: { _content: { _schema: [] } } }))).toBe(false);
    expect(isStepComplete('relationship', withProps({}))).toBe(false);
  });

  it('needs at least one accepted format for the image step', () => {
    expect(isStepComplete('image', withProps({ behavior: { accept: ['image/png'] } }))).toBe(true);
    expect(isStepComplete('image', withProps({ behavior: { accept: [] } }))).toBe(false);
    expect(isStepComplete('image', withProps({}))).toBe(false);
  });

  it('needs a rule set that can stand for the rules step', () => {
    const rules = (componentId: 'Input' | 'Table' | 'Select', props: ElementProps) =>
      isStepComplete('rules', element('el', componentId, { props }));
    expect(rules('Input', {})).toBe(true);
    expect(rules('Input', { rules: {} })).toBe(true);
    expect(rules('Input', { rules: { type: 'number', min: 0, max: 10_000, decimals: 2 } })).toBe(true);
    expect(rules('Input', { rules: { type: 'number', min: 10, max: 1 } })).toBe(false);
    expect(rules('Input', { rules: { minLength: 5, maxLength: 2 } })).toBe(false);
    expect(rules('Input', { rules: { pattern: '(' } })).toBe(false);
    expect(rules('Input', { rules: { type: 'date', minDate: '2024-02-30' } })).toBe(false);
    expect(rules('Input', { rules: { type: 'number', minLength: 1 } })).toBe(false);
    expect(rules('Select', { rules: { minRows: 1 } })).toBe(false);
    const columns = { columns: [{ name: 'n', label: 'N', field: 'qty' }] };
    expect(rules('Table', { columns, rules: { requiredColumns: ['qty'] } })).toBe(true);
    expect(rules('Table', { columns, rules: { requiredColumns: ['gone'] } })).toBe(false);
  });

  it.each(['input', 'prefix', 'suffix', 'format'] as StepId[])(
    'lets %s pass without requirements',
    (step) => {
      expect(isStepComplete(step, withProps({}))).toBe(true);
    },
  );
});

describe('missingInStep', () => {
  const withProps = (props: ElementProps) => element('el', 'Input', { props });

  it('names each field a step still lacks, in the order the step shows them', () => {
    expect(missingInStep('basic', element('', 'Input', { label: '' }))).toEqual(['label', 'elementId']);
    expect(missingInStep('basic', element('has space', 'Input', { label: 'Titel' }))).toEqual(['elementId']);
    expect(missingInStep('label', withProps({}))).toEqual(['contentLabel']);
    expect(missingInStep('table', withProps({}))).toEqual(['columns', 'rows']);
    expect(missingInStep('table', withProps({ general: { rows: 2 } }))).toEqual(['columns']);
    expect(missingInStep('options', withProps({}))).toEqual(['options']);
    expect(missingInStep('relationship', withProps({}))).toEqual(['relatedSchemaIds']);
    expect(missingInStep('image', withProps({}))).toEqual(['accept']);
    expect(missingInStep('rules', withProps({ rules: { minLength: 3, maxLength: 1 } }))).toEqual(['rules']);
  });

  it('lacks nothing in the steps without requirements', () => {
    for (const step of ['input', 'prefix', 'suffix', 'format', 'rules'] as const) {
      expect(missingInStep(step, withProps({}))).toEqual([]);
    }
  });
});

describe('elementIdPattern', () => {
  it.each(['a', 'title_2', 'first-name', 'X'.repeat(64)])('accepts %s', (id) => {
    expect(elementIdPattern.test(id)).toBe(true);
  });

  it.each(['', 'X'.repeat(65), 'with space', 'ümlaut', 'dot.ted', 'slash/'])('refuses %j', (id) => {
    expect(elementIdPattern.test(id)).toBe(false);
  });
});
