import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from './fixture';

let api: Api;
let main: string;
type Saved = { id: string; directoryId: string };
let one: Saved;
let two: Saved;
let three: Saved;
beforeAll(async () => {
  api = await Api.start();
  const { id: schemaId } = await api.saveSchema('Person');
  main = (await api.saveFile(schemaId, 'Main')).id;
  one = await api.saveFile(schemaId, 'One');
  two = await api.saveFile(schemaId, 'Two');
  three = await api.saveFile(schemaId, 'Three');
});
afterAll(() => api.stop());
const related = async () => (await api.file(main)).relatedFiles;

describe('addRelatedFiles', () => {
  it('appends one or several links numbered from 1 with labels and directory ids, bumping the version', async () => {
    const first = await api.ok<{ version: number }>('AddRelatedFiles', {
      data: { fileId: main, relationship: { fileId: one.id, elementId: 'friends' }, version: 1 },
    });
    expect(first.version).toBe(2);
    await api.ok('AddRelatedFiles', {
      data: { fileId: main, relationship: [{ fileId: two.id }, { fileId: three.id }] },
    });
    const links = await related();
    expect(links.map((link) => [link.fileId, link.position, link.label, link.elementId])).toEqual([
      [one.id, 1, 'One', 'friends'],
      [two.id, 2, 'Two', null],
      [three.id, 3, 'Three', null],
    ]);
    expect(links[0]?.id).toBe(one.directoryId);
    expect(new Set(links.map((link) => link.relationshipId)).size).toBe(3);
  });

  it('skips a link that exists already', async () => {
    const before = await api.file(main);
    const result = await api.ok<{ version: number }>('AddRelatedFiles', {
      data: { fileId: main, relationship: { fileId: one.id, elementId: 'friends' } },
    });
    expect(result.version).toBe(before.version);
    expect(await related()).toEqual(before.relatedFiles);
  });

  it('refuses unknown files, self links, malformed input and stale versions, changing nothing', async () => {
    const before = await api.file(main);
    await api.failsWith('NOT_FOUND', 'AddRelatedFiles', {
      data: { fileId: 'nobody', relationship: { fileId: one.id } },
    });
    const unknown = await api.failsWith('NOT_FOUND', 'AddRelatedFiles', {
      data: { fileId: main, relationship: [{ fileId: two.id, elementId: 'x' }, { fileId: 'ghost' }] },
    });
    expect(unknown.message).toContain('ghost');
    await api.failsWith('BAD_USER_INPUT', 'AddRelatedFiles', {
      data: { fileId: main, relationship: { fileId: main } },
    });
    await api.failsWith('BAD_USER_INPUT', 'AddRelatedFiles', { data: { fileId: main, relationship: [] } });
    await api.failsWith('BAD_USER_INPUT', 'AddRelatedFiles', { data: { fileId: main, relationship: 'one' } });
    await api.failsWith('CONFLICT', 'AddRelatedFiles', {
      data: { fileId: main, relationship: { fileId: two.id, elementId: 'y' }, version: 1 },
    });
    await api.failsWith(
      'UNAUTHENTICATED',
      'AddRelatedFiles',
      { data: { fileId: main, relationship: { fileId: two.id } } },
      null,
    );
    expect(await api.file(main)).toEqual(before);
  });
});

describe('updateRelatedFiles', () => {
  it('puts the links in the order given, positions from 1', async () => {
    const links = await related();
    const reversed = [...links].reverse();
    const result = await api.ok<{ version: number }>('UpdateRelatedFiles', {
      data: { fileId: main, relatedFiles: reversed, version: (await api.file(main)).version },
    });
    const after = await api.file(main);
    expect(after.version).toBe(result.version);
    expect(after.relatedFiles.map((link) => [link.relationshipId, link.position])).toEqual(
      reversed.map((link, index) => [link.relationshipId, index + 1]),
    );
  });

  it('refuses a list that is not exactly the current links, and stale versions', async () => {
    const before = await api.file(main);
    const ids = before.relatedFiles.map((link) => ({ relationshipId: link.relationshipId }));
    const bad = [ids.slice(1), [...ids, { relationshipId: 'stranger' }], [ids[0], ids[0], ids[1]]];
    for (const relatedFiles of bad) {
      await api.failsWith('BAD_USER_INPUT', 'UpdateRelatedFiles', { data: { fileId: main, relatedFiles } });
    }
    await api.failsWith('CONFLICT', 'UpdateRelatedFiles', {
      data: { fileId: main, relatedFiles: ids, version: before.version - 1 },
    });
    await api.failsWith('NOT_FOUND', 'UpdateRelatedFiles', { data: { fileId: 'nobody', relatedFiles: [] } });
    expect(await api.file(main)).toEqual(before);
  });
});

describe('deleteRelatedFile', () => {
  it('removes one link and renumbers the rest from 1', async () => {
    const [first, ...rest] = await related();
    const before = await api.file(main);
    const result = await api.ok<{ version: number }>('DeleteRelatedFile', {
      relationshipId: first?.relationshipId,
    });
    expect(result.version).toBe(before.version + 1);
    expect((await related()).map((link) => [link.relationshipId, link.position])).toEqual(
      rest.map((link, index) => [link.relationshipId, index + 1]),
    );
  });

  it('answers NOT_FOUND for an unknown link and UNAUTHENTICATED without a token', async () => {
    await api.failsWith('NOT_FOUND', 'DeleteRelatedFile', { relationshipId: 'nope' });
    await api.failsWith('UNAUTHENTICATED', 'DeleteRelatedFile', { relationshipId: 'nope' }, null);
  });
});

describe('two clients', () => {
  it('cannot see, link to or change each other’s related files', async () => {
    const before = await api.file(main);
    const [link] = before.relatedFiles;
    const { id: theirSchema } = await api.saveSchema('Theirs', {}, api.otherAdmin);
    const theirs = await api.saveFile(theirSchema, 'Theirs', {}, api.otherAdmin);

    await api.failsWith(
      'NOT_FOUND',
      'DeleteRelatedFile',
      { relationshipId: link?.relationshipId },
      api.otherAdmin,
    );
    await api.failsWith(
      'NOT_FOUND',
      'AddRelatedFiles',
      { data: { fileId: main, relationship: { fileId: theirs.id } } },
      api.otherAdmin,
    );
    await api.failsWith('NOT_FOUND', 'AddRelatedFiles', {
      data: { fileId: main, relationship: { fileId: theirs.id } },
    });
    await api.failsWith(
      'NOT_FOUND',
      'UpdateRelatedFiles',
      { data: { fileId: main, relatedFiles: before.relatedFiles } },
      api.otherAdmin,
    );
    expect(await api.file(main)).toEqual(before);
  });
});
