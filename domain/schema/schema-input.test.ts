import { describe, expect, it } from 'vitest';
import { DomainInputError } from '../errors';
import { parseSaveSchemaInput, parseSchemaElements, parseUpdateSchemaInput } from './schema-input';

function failure(run: () => unknown): DomainInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainInputError) return error;
    throw error;
  }
  throw new Error('expected a DomainInputError');
}

const input = (elementId: string, extra: Record<string, unknown> = {}) => ({
  elementId,
  componentId: 'Input',
  label: elementId,
  parentId: '0',
  position: 0,
  props: {},
  ...extra,
});

describe('parseSchemaElements', () => {
  it('keeps a valid nested tree with unknown props keys', () => {
    const elements = parseSchemaElements([
      input('name', { props: { content: { label: 'Name', custom: 1 }, extra: { a: true } } }),
      {
        elementId: 'group',
        componentId: 'Group',
        label: 'Group',
        parentId: 0,
        position: 1,
        children: [input('inner', { parentId: 'group' })],
      },
    ]);
    expect(elements[0]?.props).toEqual({ content: { label: 'Name', custom: 1 }, extra: { a: true } });
    expect(elements[1]).toMatchObject({
      parentId: '0',
      props: {},
      children: [{ elementId: 'inner', parentId: 'group' }],
    });
  });

  it('fills a missing parentId from the nesting and accepts "" at the top', () => {
    const elements = parseSchemaElements([
      input('top', { parentId: '' }),
      {
        ...input('g', { componentId: 'Group', position: 1 }),
        children: [input('c', { parentId: undefined })],
      },
    ]);
    expect(elements[0]?.parentId).toBe('');
    expect(elements[1]?.children[0]?.parentId).toBe('g');
  });

  it('refuses elementIds used twice anywhere in the schema', () => {
    const elements = [
      { ...input('g', { componentId: 'Group' }), children: [input('dup', { parentId: 'g' })] },
      input('dup', { position: 1 }),
    ];
    expect(failure(() => parseSchemaElements(elements)).path).toBe('elements[1].elementId');
  });

  it('refuses unknown components, bad ids and bad prop types', () => {
    expect(failure(() => parseSchemaElements([input('a', { componentId: 'Video' })])).path).toBe(
      'elements[0].componentId',
    );
    expect(failure(() => parseSchemaElements([input('a b')])).path).toBe('elements[0].elementId');
    expect(
      failure(() => parseSchemaElements([input('a', { props: { state: { disable: 'no' } } })])).path,
    ).toBe('elements[0].props.state.disable');
    expect(
      failure(() => parseSchemaElements([input('a', { props: { behavior: { accept: ['image/bmp'] } } })]))
        .path,
    ).toBe('elements[0].props.behavior.accept[0]');
    expect(failure(() => parseSchemaElements('nope')).path).toBe('elements');
  });

  it('refuses inconsistent parentIds', () => {
    expect(failure(() => parseSchemaElements([input('a', { parentId: 'x' })])).path).toBe(
      'elements[0].parentId',
    );
    const nested = [{ ...input('g', { componentId: 'Group' }), children: [input('c', { parentId: '0' })] }];
    expect(failure(() => parseSchemaElements(nested)).path).toBe('elements[0].children[0].parentId');
  });

  it('refuses duplicate or negative sibling positions but allows equal positions at different levels', () => {
    expect(failure(() => parseSchemaElements([input('a'), input('b')])).path).toBe('elements[1].position');
    expect(failure(() => parseSchemaElements([input('a', { position: -1 })])).path).toBe(
      'elements[0].position',
    );
    const levels = [{ ...input('g', { componentId: 'Group' }), children: [input('c', { parentId: 'g' })] }];
    expect(parseSchemaElements(levels)).toHaveLength(1);
  });

  it('refuses children on anything but a Group', () => {
    const elements = [{ ...input('a'), children: [input('c', { parentId: 'a' })] }];
    expect(failure(() => parseSchemaElements(elements)).path).toBe('elements[0].children');
  });

  it('bounds depth to 10 levels and size to 2000 elements', () => {
    const chain = (levels: number) => {
      let children: unknown[] = [];
      for (let level = levels; level >= 1; level -= 1) {
        children = [
          {
            ...input(`g${level}`, { componentId: 'Group', parentId: level === 1 ? '0' : `g${level - 1}` }),
            children,
          },
        ];
      }
      return children;
    };
    expect(() => parseSchemaElements(chain(10))).not.toThrow();
    expect(failure(() => parseSchemaElements(chain(11))).message).toContain('at most 10 levels');
    const many = Array.from({ length: 2001 }, (_, index) => input(`e${index}`, { position: index }));
    expect(() => parseSchemaElements(many.slice(0, 2000))).not.toThrow();
    expect(failure(() => parseSchemaElements(many)).message).toContain('at most 2000 elements');
  });
});

describe('parseSaveSchemaInput', () => {
  it('trims the label and fills defaults', () => {
    expect(parseSaveSchemaInput({ label: '  Person ' })).toEqual({
      id: undefined,
      label: 'Person',
      metadata: {},
      elements: [],
      parentId: null,
    });
  });

  it('refuses an empty or long label, a bad id and bad metadata', () => {
    expect(failure(() => parseSaveSchemaInput({ label: ' ' })).path).toBe('schema.label');
    expect(failure(() => parseSaveSchemaInput({ label: 'x'.repeat(201) })).path).toBe('schema.label');
    expect(failure(() => parseSaveSchemaInput({ id: 'a/b', label: 'A' })).path).toBe('schema.id');
    expect(failure(() => parseSaveSchemaInput({ label: 'A', metadata: { isLeaf: 'no' } })).path).toBe(
      'schema.metadata.isLeaf',
    );
    expect(failure(() => parseSaveSchemaInput({ label: 'A', elements: [input('a b')] })).path).toBe(
      'schema.elements[0].elementId',
    );
    expect(failure(() => parseSaveSchemaInput(null)).path).toBe('schema');
  });
});

describe('parseUpdateSchemaInput', () => {
  it('requires id and elements', () => {
    expect(failure(() => parseUpdateSchemaInput({ elements: [] })).path).toBe('schema.id');
    expect(failure(() => parseUpdateSchemaInput({ id: 's' })).path).toBe('schema.elements');
    expect(parseUpdateSchemaInput({ id: 's', elements: [input('a')], version: 2 })).toMatchObject({
      id: 's',
      version: 2,
      elements: [{ elementId: 'a' }],
    });
  });

  it('refuses a version that is not a non-negative integer', () => {
    expect(failure(() => parseUpdateSchemaInput({ id: 's', elements: [], version: 1.5 })).path).toBe(
      'schema.version',
    );
  });
});
