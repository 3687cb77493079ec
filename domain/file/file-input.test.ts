import { describe, expect, it } from 'vitest';
import { DomainInputError } from '../errors';
import {
  parseAddRelatedFilesInput,
  parseFileData,
  parseSaveFileInput,
  parseUpdateFileInput,
  parseUpdateRelatedFilesInput,
} from './file-input';

function failure(run: () => unknown): DomainInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainInputError) return error;
    throw error;
  }
  throw new Error('expected a DomainInputError');
}

const value = (elementId: string, modelValue: unknown) => ({
  elementId,
  'props.model.model-value': modelValue,
});

describe('parseFileData', () => {
  it('keeps known keys with any JSON value and drops the rest', () => {
    expect(
      parseFileData(
        [
          { ...value('a', { nested: [1, 2] }), 'props.content.prefix': 'Dr.', other: 'dropped' },
          { elementId: 'b' },
        ],
        'data',
      ),
    ).toEqual([
      { elementId: 'a', 'props.model.model-value': { nested: [1, 2] }, 'props.content.prefix': 'Dr.' },
      { elementId: 'b', 'props.model.model-value': null },
    ]);
  });

  it('refuses duplicate or malformed elementIds and non-string affixes', () => {
    expect(failure(() => parseFileData([value('a', 1), value('a', 2)], 'data')).path).toBe(
      'data[1].elementId',
    );
    expect(failure(() => parseFileData([value('a.b', 1)], 'data')).path).toBe('data[0].elementId');
    expect(failure(() => parseFileData([{ elementId: 'a', 'props.content.suffix': 3 }], 'data')).path).toBe(
      'data[0].props.content.suffix',
    );
    expect(failure(() => parseFileData({ a: 1 }, 'data')).path).toBe('data');
  });

  it('refuses rich text whose links are not safe, given as an object or as JSON text', () => {
    const richText = (url: string) => ({
      root: {
        type: 'root',
        children: [{ type: 'paragraph', children: [{ type: 'link', url, children: [] }] }],
      },
    });
    const safe = [value('a', richText('https://example.org')), value('b', JSON.stringify(richText('/x')))];
    expect(() => parseFileData(safe, 'data')).not.toThrow();

    const unsafe = failure(() =>
      parseFileData([value('a', 1), value('b', richText('javascript:alert(1)'))], 'data'),
    );
    expect(unsafe.path).toBe('data[1]["props.model.model-value"].root.children.0.children.0.url');
    expect(unsafe.message).toContain('"javascript:alert(1)"');
    expect(
      failure(() => parseFileData([value('a', JSON.stringify(richText('data:text/html,x')))], 'data')).path,
    ).toBe('data[0]["props.model.model-value"].root.children.0.children.0.url');
  });

  it('refuses more than 1 MB of data', () => {
    expect(() => parseFileData([value('a', 'x'.repeat(900_000))], 'data')).not.toThrow();
    expect(failure(() => parseFileData([value('a', 'x'.repeat(1_000_001))], 'data')).message).toContain(
      'bytes',
    );
  });
});

describe('parseSaveFileInput', () => {
  it('accepts an empty label and a missing parent', () => {
    expect(parseSaveFileInput({ schemaId: 's', label: '' })).toEqual({
      id: undefined,
      schemaId: 's',
      label: '',
      parentId: null,
      data: [],
    });
  });

  it('refuses a missing schemaId, a long label and a bad id', () => {
    expect(failure(() => parseSaveFileInput({ label: 'A' })).path).toBe('file.schemaId');
    expect(failure(() => parseSaveFileInput({ schemaId: 's', label: 'x'.repeat(201) })).path).toBe(
      'file.label',
    );
    expect(failure(() => parseSaveFileInput({ id: '', schemaId: 's', label: '' })).path).toBe('file.id');
    expect(
      failure(() => parseSaveFileInput({ schemaId: 's', label: '', data: [value('a', 1), value('a', 1)] }))
        .path,
    ).toBe('file.data[1].elementId');
  });
});

describe('parseUpdateFileInput', () => {
  it('requires an id and data', () => {
    expect(failure(() => parseUpdateFileInput({ data: [] })).path).toBe('data.id');
    expect(failure(() => parseUpdateFileInput({ id: 'f' })).path).toBe('data.data');
    expect(parseUpdateFileInput({ id: 'f', data: [value('a', 1)], version: 3 })).toMatchObject({
      id: 'f',
      version: 3,
    });
  });
});

describe('parseAddRelatedFilesInput', () => {
  it('accepts one relationship or a list', () => {
    expect(parseAddRelatedFilesInput({ fileId: 'f', relationship: { fileId: 'g' } }).relationships).toEqual([
      { fileId: 'g', elementId: null },
    ]);
    expect(
      parseAddRelatedFilesInput({
        fileId: 'f',
        relationship: [{ fileId: 'g', elementId: 'rel' }, { fileId: 'h' }],
      }).relationships,
    ).toEqual([
      { fileId: 'g', elementId: 'rel' },
      { fileId: 'h', elementId: null },
    ]);
  });

  it('refuses a missing or empty relationship', () => {
    expect(failure(() => parseAddRelatedFilesInput({ fileId: 'f' })).path).toBe('data.relationship');
    expect(failure(() => parseAddRelatedFilesInput({ fileId: 'f', relationship: [] })).path).toBe(
      'data.relationship',
    );
    expect(failure(() => parseAddRelatedFilesInput({ fileId: 'f', relationship: { id: 'g' } })).path).toMatch(
      /^data\.relationship/,
    );
  });
});

describe('parseUpdateRelatedFilesInput', () => {
  it('returns relationship ids in the order given', () => {
    expect(
      parseUpdateRelatedFilesInput({
        fileId: 'f',
        relatedFiles: [{ relationshipId: 'b', position: 9 }, { relationshipId: 'a' }],
      }),
    ).toEqual({ fileId: 'f', relationshipIds: ['b', 'a'], version: undefined });
  });

  it('refuses a relationship id given twice', () => {
    expect(
      failure(() =>
        parseUpdateRelatedFilesInput({
          fileId: 'f',
          relatedFiles: [{ relationshipId: 'a' }, { relationshipId: 'a' }],
        }),
      ).path,
    ).toBe('data.relatedFiles[1].relationshipId');
  });
});
