import { describe, expect, it } from 'vitest';
import { type RuleSetIssue, ruleSetIssues } from '../../../domain/rules/field-rules';
import { ruleExpectation, ruleIssueText, ruleNameText } from './rule-texts';

describe('ruleIssueText', () => {
  it.each<[RuleSetIssue, string]>([
    [{ rule: 'min', problem: 'minAboveMax' }, 'Der kleinste Wert ist größer als der größte.'],
    [{ rule: 'minLength', problem: 'minAboveMax' }, 'Die Mindestlänge ist größer als die Höchstlänge.'],
    [{ rule: 'minDate', problem: 'minAboveMax' }, 'Das früheste Datum liegt nach dem spätesten.'],
    [
      { rule: 'minRows', problem: 'minAboveMax' },
      'Die Mindestzahl der Zeilen ist größer als die Höchstzahl.',
    ],
    [
      { rule: 'minRelated', problem: 'minAboveMax' },
      'Die Mindestzahl verknüpfter Dateien ist größer als die Höchstzahl.',
    ],
    [{ rule: 'pattern', problem: 'patternInvalid' }, 'Dieses Muster ist kein gültiger regulärer Ausdruck.'],
    [{ rule: 'maxDate', problem: 'dateInvalid' }, 'Bitte geben Sie ein gültiges Datum ein.'],
    [
      { rule: 'requiredColumns', problem: 'unknownColumn' },
      'Eine Pflichtspalte gibt es in der Tabelle nicht mehr.',
    ],
    [{ rule: 'min', problem: 'notForType' }, 'Diese Regel gilt nicht für diesen Typ.'],
    [{ rule: 'minRows', problem: 'notForComponent' }, 'Diese Regel gilt nicht für diese Art von Element.'],
    [{ rule: 'decimals', problem: 'shape' }, 'Bitte eine ganze Zahl von 0 bis 10 eingeben.'],
    [{ rule: 'maxLength', problem: 'shape' }, 'Bitte eine ganze Zahl von 0 bis 100.000 eingeben.'],
    [{ rule: 'maxBytes', problem: 'shape' }, 'Bitte eine Größe über 0 bis 5 MB eingeben.'],
    [{ rule: 'pattern', problem: 'shape' }, 'Bitte höchstens 500 Zeichen eingeben.'],
    [{ rule: null, problem: 'shape' }, 'Dieser Wert passt nicht zu dieser Regel.'],
  ])('says %j in German', (issue, text) => {
    expect(ruleIssueText(issue)).toBe(text);
  });

  it('has a text for every issue the rules of an Input can raise', () => {
    const issues = [
      ...ruleSetIssues('Input', { type: 'number', min: 3, max: 1 }),
      ...ruleSetIssues('Input', { type: 'date', minDate: '2024-13-01' }),
      ...ruleSetIssues('Input', { pattern: '(' }),
      ...ruleSetIssues('Input', { minRows: 1 }),
    ];
    expect(issues).toHaveLength(4);
    for (const issue of issues) expect(ruleIssueText(issue)).not.toMatch(/rulesEditor|\{/);
  });
});

describe('ruleExpectation', () => {
  it('asks for a German number for the bounds of a Zahl', () => {
    expect(ruleExpectation('min')).toBe('Bitte eine Zahl wie 2.499,95 eingeben.');
  });
});

describe('ruleNameText', () => {
  it.each([
    ['required', 'Pflichtfeld'],
    ['maxLength', 'Höchstlänge'],
    ['requiredColumn', 'Pflichtspalten'],
    ['unique', 'Eindeutig'],
    ['maxRelated', 'Höchstens verknüpfte Dateien'],
  ])('names %s %s', (rule, name) => {
    expect(ruleNameText(rule)).toBe(name);
  });

  it('gives a rule it does not know as it came', () => {
    expect(ruleNameText('somethingNew')).toBe('somethingNew');
    expect(ruleNameText('toString')).toBe('toString');
  });
});
