import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, folder } from './fixture';

let api: Api;
beforeAll(async () => {
  api = await Api.start();
});
afterAll(() => api.stop());

interface SchemaRead {
  id: string;
  label: string;
  parentId: string | null;
  metadata: Record<string, unknown>;
  elements: Record<string, unknown>[];
  version: number;
  updatedAt: string;
}

const element = (elementId: string, extra: Record<string, unknown> = {}) => ({
  elementId,
  componentId: 'Input',
  label: elementId,
  parentId: '0',
  position: 0,
  props: { content: { label: elementId } },
  children: [],
  ...extra,
});

const group = {
  ...element('address', { componentId: 'Group', position: 1 }),
  children: [element('street', { parentId: 'address' })],
};

const schemas = () => api.ok<SchemaRead[]>('Schemas');

describe('saveSchema and schema', () => {
  it('stores a schema under the default folder and lists it with its elements', async () => {
    const saved = await api.saveSchema('  Person ', {
      id: 'person',
      metadata: { type: 'record', isLeaf: true },
      elements: [element('name'), group],
    });
    expect(saved).toMatchObject({ success: true, id: 'person' });
    const [person] = await schemas();
    expect(person).toMatchObject({
      id: 'person',
      label: 'Person',
      parentId: 'schemas',
      metadata: { type: 'record', isLeaf: true },
      version: 1,
    });
    expect(person?.elements).toEqual([element('name'), group]);
    expect(new Date(person?.updatedAt ?? '').toISOString()).toBe(person?.updatedAt);

    const tree = await api.tree('SCHEMA');
    expect(tree.nested.map((row) => [row.id, row.item.name, row.item.isLeaf])).toEqual([
      ['schemas', 'Schemas', false],
    ]);
    expect(tree.nested[0]?.item.children[0]).toMatchObject({
      id: saved.directoryId,
      fileId: 'person',
      schemaId: 'person',
      name: 'Person',
      isLeaf: true,
      parentId: 'schemas',
    });
  });

  it('generates an id, defaults metadata to {} and orders the list by label', async () => {
    const saved = await api.saveSchema('Animal');
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    const list = await schemas();
    expect(list.map((schema) => schema.label)).toEqual(['Animal', 'Person']);
    expect(list[0]).toMatchObject({ metadata: {}, elements: [] });
  });

  it('files a schema under a named folder, and under the default folder when that is no folder', async () => {
    const tree = await api.tree('SCHEMA');
    await api.ok('UpdateDirectory', {
      tree: 'SCHEMA',
      version: tree.version,
      directory: [...tree.nested.map((row) => row.item), folder('forms', 'Forms')],
    });
    const inForms = await api.saveSchema('Form', { parentId: 'forms' });
    const inDefault = await api.saveSchema('Stray', { parentId: inForms.directoryId });
    const list = await schemas();
    expect(list.find((schema) => schema.id === inForms.id)?.parentId).toBe('forms');
    expect(list.find((schema) => schema.id === inDefault.id)?.parentId).toBe('schemas');
  });

  it('refuses a taken id with CONFLICT and bad input with BAD_USER_INPUT, storing nothing', async () => {
    const before = await schemas();
    await api.failsWith('CONFLICT', 'SaveSchema', { schema: { id: 'person', label: 'Again' } });
    const bad: [unknown, RegExp][] = [
      ['just a string', /^schema/],
      [{ label: '' }, /schema\.label/],
      [{ label: 'x'.repeat(201) }, /schema\.label/],
      [{ label: 'A', id: 'bad id' }, /schema\.id/],
      [{ label: 'A', elements: [element('a'), element('a', { position: 1 })] }, /duplicate elementId "a"/],
      [{ label: 'A', elements: [element('a', { componentId: 'Video' })] }, /componentId/],
      [{ label: 'A', elements: [element('a', { parentId: 'nowhere' })] }, /parentId/],
      [{ label: 'A', elements: [{ ...element('a'), children: [element('b', { parentId: 'a' })] }] }, /Group/],
      [
        { label: 'A', elements: [element('a', { props: { general: { rows: 'many' } } })] },
        /props\.general\.rows/,
      ],
    ];
    for (const [schema, message] of bad) {
      const error = await api.failsWith('BAD_USER_INPUT', 'SaveSchema', { schema });
      expect(error.message).toMatch(message);
      expect(error.message).not.toMatch(/at .*\.ts/);
    }
    expect(await schemas()).toEqual(before);
  });

  it('refuses element trees deeper than 10 levels', async () => {
    let children: unknown[] = [];
    for (let level = 11; level >= 1; level -= 1) {
      children = [
        {
          ...element(`g${level}`, { componentId: 'Group', parentId: level === 1 ? '0' : `g${level - 1}` }),
          children,
        },
      ];
    }
    const error = await api.failsWith('BAD_USER_INPUT', 'SaveSchema', {
      schema: { label: 'Deep', elements: children },
    });
    expect(error.message).toMatch(/at most 10 levels/);
  });

  it('needs a token and the schema permission', async () => {
    await api.failsWith('UNAUTHENTICATED', 'SaveSchema', { schema: { label: 'Anon' } }, null);
    await api.failsWith('UNAUTHENTICATED', 'Schemas', {}, null);
    await api.failsWith('FORBIDDEN', 'SaveSchema', { schema: { label: 'Editor' } }, api.editor);
    expect(
      (await api.ok<SchemaRead[]>('Schemas', {}, api.editor)).map((schema) => schema.label),
    ).not.toContain('Editor');
  });

  it('keeps clients apart: same schema id in both, each sees only its own', async () => {
    await api.saveSchema('Globex person', { id: 'person' }, api.otherAdmin);
    const theirs = await api.ok<SchemaRead[]>('Schemas', {}, api.otherAdmin);
    expect(theirs.map((schema) => schema.label)).toEqual(['Globex person']);
    expect((await schemas()).find((schema) => schema.id === 'person')?.label).toBe('Person');
  });
});

describe('updateSchema', () => {
  it('replaces elements, keeps metadata when absent, renames the directory entries and bumps the version', async () => {
    const { directoryId } = await api.saveSchema('Contract', { id: 'contract', metadata: { type: 'legal' } });
    const result = await api.ok<{ success: boolean; data: SchemaRead }>('UpdateSchema', {
      schema: { id: 'contract', label: 'Agreement', elements: [element('party')], version: 1 },
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      id: 'contract',
      label: 'Agreement',
      metadata: { type: 'legal' },
      elements: [element('party')],
      version: 2,
      parentId: 'schemas',
    });
    const entry = (await api.tree('SCHEMA')).flat.find((row) => row.id === directoryId);
    expect(entry?.item.name).toBe('Agreement');
  });

  it('answers NOT_FOUND for an unknown or foreign schema and changes nothing', async () => {
    await api.failsWith('NOT_FOUND', 'UpdateSchema', { schema: { id: 'nope', elements: [] } });
    await api.failsWith(
      'NOT_FOUND',
      'UpdateSchema',
      { schema: { id: 'contract', elements: [] } },
      api.otherAdmin,
    );
    expect((await schemas()).find((schema) => schema.id === 'contract')?.elements).toEqual([
      element('party'),
    ]);
  });

  it('refuses a stale version with CONFLICT and bad elements with BAD_USER_INPUT', async () => {
    const before = (await schemas()).find((schema) => schema.id === 'contract');
    const stale = await api.failsWith('CONFLICT', 'UpdateSchema', {
      schema: { id: 'contract', elements: [], version: 1 },
    });
    expect(stale.extensions?.version).toBe(2);
    await api.failsWith('BAD_USER_INPUT', 'UpdateSchema', { schema: { id: 'contract' } });
    await api.failsWith('BAD_USER_INPUT', 'UpdateSchema', {
      schema: { id: 'contract', elements: [element('a', { position: -1 })] },
    });
    await api.failsWith('BAD_USER_INPUT', 'UpdateSchema', {
      schema: { id: 'contract', label: ' ', elements: [] },
    });
    expect((await schemas()).find((schema) => schema.id === 'contract')).toEqual(before);
  });

  it('needs a token and the schema permission', async () => {
    await api.failsWith(
      'UNAUTHENTICATED',
      'UpdateSchema',
      { schema: { id: 'contract', elements: [] } },
      null,
    );
    await api.failsWith(
      'FORBIDDEN',
      'UpdateSchema',
      { schema: { id: 'contract', elements: [] } },
      api.editor,
    );
  });
});
