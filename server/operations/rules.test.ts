import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from './fixture';

let api: Api;
beforeAll(async () => {
  api = await Api.start();
});
afterAll(() => api.stop());

const VALUE = 'props.model.model-value';
const element = (elementId: string, componentId: string, position: number, props: object = {}) => ({
  elementId,
  componentId,
  label: elementId,
  parentId: '0',
  position,
  props,
  children: [],
});
const rules = (value: object) => ({ rules: value });
const entry = (elementId: string, value: unknown) => ({ elementId, [VALUE]: value });

const elements = [
  element('price', 'Input', 0, rules({ type: 'number', min: 0, max: 10_000, decimals: 2 })),
  element('mail', 'Input', 1, rules({ type: 'email', required: true })),
  element('code', 'Input', 2, rules({ pattern: '[A-Z]{2}-\\d{4}', patternMessage: 'Format: AB-1234' })),
  element('day', 'Input', 3, rules({ type: 'date', minDate: '2026-01-01' })),
  element('web', 'Input', 4, rules({ type: 'url' })),
  element('tags', 'Select', 5, {
    options: {
      options: [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ],
    },
    ...rules({ multiple: true }),
  }),
  element('rows', 'Table', 6, {
    columns: { columns: [{ name: 'n', label: 'Name', field: 'n' }] },
    ...rules({ maxRows: 2, requiredColumns: ['n'] }),
  }),
  element('nr', 'Input', 7, rules({ unique: true })),
];

let schemaId = '';
beforeAll(async () => {
  schemaId = (await api.saveSchema('Regeln', { elements })).id;
});

const save = (data: object[]) =>
  api.call('SaveFile', { file: { schemaId, label: 'Datei', parentId: null, data } });
const refused = async (data: object[]) => {
  const { body } = await save(data);
  const [error] = body.errors ?? [];
  expect(error?.extensions?.code, JSON.stringify(body)).toBe('BAD_USER_INPUT');
  return error?.extensions as Record<string, unknown>;
};

describe('rules of a schema', () => {
  it.each([
    [
      element('x', 'Input', 0, rules({ minLength: 5, maxLength: 2 })),
      'schema.elements[0].props.rules.minLength',
    ],
    [element('x', 'Input', 0, rules({ pattern: '(unclosed' })), 'schema.elements[0].props.rules.pattern'],
    [
      element('x', 'Input', 0, rules({ type: 'number', minLength: 1 })),
      'schema.elements[0].props.rules.minLength',
    ],
    [element('x', 'Select', 0, rules({ maxRows: 3 })), 'schema.elements[0].props.rules.maxRows'],
    [
      element('x', 'Input', 0, rules({ type: 'date', minDate: '2026-02-30' })),
      'schema.elements[0].props.rules.minDate',
    ],
    [element('x', 'Input', 0, rules({ required: 'ja' })), 'schema.elements[0].props.rules.required'],
  ])('refuses rules that cannot stand (%#)', async (bad, path) => {
    const error = await api.failsWith('BAD_USER_INPUT', 'SaveSchema', {
      schema: { label: 'X', elements: [bad] },
    });
    expect(error.extensions?.path).toBe(path);
  });

  it('evaluates a pattern that would backtrack catastrophically in linear time', async () => {
    const own = await api.saveSchema('Muster', {
      elements: [element('p', 'Input', 0, rules({ pattern: '(a+)+$' }))],
    });
    const started = Date.now();
    const { body } = await api.call('SaveFile', {
      file: { schemaId: own.id, label: 'x', parentId: null, data: [entry('p', `${'a'.repeat(5_000)}!`)] },
    });
    expect(body.errors?.[0]?.extensions?.rule).toBe('pattern');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('values written', () => {
  it('stores values that keep every rule', async () => {
    const { body } = await save([
      entry('price', 2499.95),
      entry('mail', 'ada@example.org'),
      entry('code', 'AB-1234'),
      entry('day', '2026-11-27'),
      entry('web', 'https://example.org/x'),
      entry('tags', ['a', 'b']),
      entry('rows', [{ n: 'eins' }]),
      entry('nr', 'N-1'),
    ]);
    expect(body.errors).toBeUndefined();
  });

  it.each([
    [[entry('price', '2.499,95')], 'price', 'number'],
    [[entry('price', -1)], 'price', 'min'],
    [[entry('price', 1.234)], 'price', 'decimals'],
    [[entry('mail', 'kein-mail')], 'mail', 'email'],
    [[entry('mail', '  ')], 'mail', 'required'],
    [[entry('code', 'ab-12')], 'code', 'pattern'],
    [[entry('day', '2025-12-31')], 'day', 'minDate'],
    [[entry('day', '31.12.2026')], 'day', 'date'],
    [[entry('web', 'ftp://example.org')], 'web', 'url'],
    [[entry('tags', ['a', 'z'])], 'tags', 'option'],
    [[entry('rows', [{ n: 'a' }, { n: 'b' }, { n: 'c' }])], 'rows', 'maxRows'],
    [[entry('rows', [{ n: '' }])], 'rows', 'requiredColumn'],
  ])(
    'refuses a value that breaks a rule, naming element and rule, and stores nothing (%#)',
    async (data, elementId, rule) => {
      const before = (await api.ok<{ fileCount: number }>('Overview')).fileCount;
      const extensions = await refused(
        elementId === 'mail' ? data : [entry('mail', 'ok@example.org'), ...data],
      );
      expect(extensions).toMatchObject({
        elementId,
        rule,
        path: expect.stringMatching(/^file\.data\[\d\]$/),
      });
      expect((await api.ok<{ fileCount: number }>('Overview')).fileCount).toBe(before);
    },
  );

  it('keeps values stored before a rule, reports them, and wants the rule kept when that field is written', async () => {
    const own = await api.saveSchema('Alt', {
      elements: [element('t', 'Input', 0), element('u', 'Input', 1)],
    });
    const file = await api.saveFile(own.id, 'Alt 1', { data: [entry('t', 'viel zu lang')] });
    await api.saveFile(own.id, 'Alt 2', { data: [entry('t', 'ok')] });
    await api.ok('UpdateSchema', {
      schema: {
        id: own.id,
        elements: [
          element('t', 'Input', 0, rules({ maxLength: 5 })),
          element('u', 'Input', 1, rules({ required: true })),
        ],
      },
    });
    expect((await api.file(file.id)).data).toEqual([entry('t', 'viel zu lang')]);
    const violations = await api.ok<
      { elementId: string; rule: string; count: number; files: { label: string }[] }[]
    >('RuleViolations', { schemaId: own.id });
    expect(
      violations.map((item) => [item.elementId, item.rule, item.count, item.files.map((f) => f.label)]),
    ).toEqual([
      ['t', 'maxLength', 1, ['Alt 1']],
      ['u', 'required', 2, ['Alt 1', 'Alt 2']],
    ]);
    // Another field written: the old value stays; the field itself written again: the rule holds.
    await api.ok('UpdateFile', {
      data: { id: file.id, data: [entry('t', 'viel zu lang'), entry('u', 'x')] },
    });
    const { body } = await api.call('UpdateFile', {
      data: { id: file.id, data: [entry('t', 'immer noch zu lang')] },
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      elementId: 't',
      rule: 'maxLength',
    });
    expect((await api.file(file.id)).data).toEqual([entry('t', 'viel zu lang'), entry('u', 'x')]);
  });
});

describe('unique values', () => {
  it('refuses a value another file holds, and lets one of two racing writers win', async () => {
    const own = await api.saveSchema('Eindeutig', {
      elements: [element('nr', 'Input', 0, rules({ unique: true }))],
    });
    const first = await api.saveFile(own.id, 'Eins', { data: [entry('nr', 'A-1')] });
    const { body } = await api.call('SaveFile', {
      file: { schemaId: own.id, label: 'Zwei', parentId: null, data: [entry('nr', ' A-1 ')] },
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      elementId: 'nr',
      rule: 'unique',
    });
    await api.ok('UpdateFile', { data: { id: first.id, data: [entry('nr', 'A-2')] } });
    await api.saveFile(own.id, 'Drei', { data: [entry('nr', 'A-1')] });

    const racers = await Promise.all(
      ['Vier', 'Fünf'].map((label) =>
        api.call('SaveFile', {
          file: { schemaId: own.id, label, parentId: null, data: [entry('nr', 'B-7')] },
        }),
      ),
    );
    const outcomes = racers.map(({ body: answer }) =>
      answer.errors ? answer.errors[0]?.extensions?.rule : 'stored',
    );
    expect(outcomes.sort()).toEqual(['stored', 'unique']);
  });

  it('reports values shared before the rule, and holds the first file’s', async () => {
    const own = await api.saveSchema('Doppelt', { elements: [element('nr', 'Input', 0)] });
    await api.saveFile(own.id, 'Erste', { data: [entry('nr', 'X')] });
    await api.saveFile(own.id, 'Zweite', { data: [entry('nr', 'X')] });
    await api.ok('UpdateSchema', {
      schema: { id: own.id, elements: [element('nr', 'Input', 0, rules({ unique: true }))] },
    });
    const violations = await api.ok<{ rule: string; files: { label: string }[] }[]>('RuleViolations', {
      schemaId: own.id,
    });
    expect(violations.map((item) => [item.rule, item.files.map((f) => f.label)])).toEqual([
      ['unique', ['Zweite']],
    ]);
  });
});

describe('related files', () => {
  it('keeps a Relationship element between its bounds', async () => {
    const own = await api.saveSchema('Bezug', {
      elements: [element('rel', 'Relationship', 0, rules({ minRelated: 1, maxRelated: 2 }))],
    });
    const main = await api.saveFile(own.id, 'Haupt');
    const others = await Promise.all(['A', 'B', 'C'].map((label) => api.saveFile(own.id, label)));
    const add = (ids: string[]) =>
      api.call('AddRelatedFiles', {
        data: { fileId: main.id, relationship: ids.map((fileId) => ({ fileId, elementId: 'rel' })) },
      });
    expect((await add([others[0]?.id as string, others[1]?.id as string])).body.errors).toBeUndefined();
    const tooMany = await add([others[2]?.id as string]);
    expect(tooMany.body.errors?.[0]?.extensions).toMatchObject({ rule: 'maxRelated', limit: 2 });
    const links = (await api.file(main.id)).relatedFiles;
    await api.ok('DeleteRelatedFile', { relationshipId: links[0]?.relationshipId });
    const tooFew = await api.call('DeleteRelatedFile', { relationshipId: links[1]?.relationshipId });
    expect(tooFew.body.errors?.[0]?.extensions).toMatchObject({ rule: 'minRelated', limit: 1 });
  });
});
