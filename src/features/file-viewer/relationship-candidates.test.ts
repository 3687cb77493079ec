import { describe, expect, it } from 'vitest';
import { file, folder, linked } from '../../../domain/directory/tree-fixtures';
import type { DirectoryItem } from '../../../domain/directory/types';
import { element } from '../../../domain/schema/element-fixtures';
import { allowedSchemaIds, relationshipCandidates } from './relationship-candidates';

const tree = linked([
  folder('people', [
    file('ada', 'file-ada', { schemaId: 'person', ticked: true }),
    file('acme', 'file-acme', { schemaId: 'company' }),
    folder('empty', []),
  ]),
  folder('companies', [file('globex', 'file-globex', { schemaId: 'company' })]),
  file('self', 'file-self', { schemaId: 'person' }),
]);

const outline = (items: DirectoryItem[]): string[] =>
  items.flatMap((item) => [item.id, ...outline(item.children).map((id) => `  ${id}`)]);

describe('allowedSchemaIds', () => {
  it('reads the schemas an element allows, or none for every schema', () => {
    const friends = element('friends', 'Relationship', {
      props: {
        _props: { _content: { _schema: [{ schemaId: 'person', elementId: 'friends', position: 0 }] } },
      },
    });
    expect(allowedSchemaIds(friends)).toEqual(new Set(['person']));
    expect(allowedSchemaIds(element('any', 'Relationship'))).toBeNull();
  });
});

describe('relationshipCandidates', () => {
  it('keeps only files of the allowed schemas and the folders leading to them', () => {
    const people = relationshipCandidates(tree, {
      schemaIds: new Set(['person']),
      excludedFileIds: new Set(['file-self']),
    });
    expect(outline(people)).toEqual(['people', '  ada']);
    expect(people[0]?.children[0]).toMatchObject({ isLeaf: true, ticked: false });
  });

  it('allows every schema without a restriction, still leaving out excluded files', () => {
    const all = relationshipCandidates(tree, { schemaIds: null, excludedFileIds: new Set(['file-acme']) });
    expect(outline(all)).toEqual(['people', '  ada', 'companies', '  globex', 'self']);
  });
});
