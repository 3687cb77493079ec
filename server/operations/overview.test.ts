import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, folder } from './fixture';

let api: Api;
beforeAll(async () => {
  api = await Api.start();
});
afterAll(() => api.stop());

interface OverviewRead {
  schemaCount: number;
  fileCount: number;
  folderCount: number;
  recentFiles: {
    id: string;
    label: string;
    schemaId: string;
    directoryId: string | null;
    updatedAt: string;
  }[];
}

describe('overview', () => {
  it('counts schemas, files and folders and lists the most recently updated files', async () => {
    expect(await api.ok<OverviewRead>('Overview')).toEqual({
      schemaCount: 0,
      fileCount: 0,
      folderCount: 0,
      recentFiles: [],
    });

    const { id: schemaId } = await api.saveSchema('Note');
    await api.ok('UpdateDirectory', { directory: [folder('a', 'A', [folder('b', 'B')])] });
    const first = await api.saveFile(schemaId, 'First', { parentId: 'b' });
    const second = await api.saveFile(schemaId, 'Second');
    await api.ok('UpdateFile', { data: { id: first.id, data: [] } });

    const overview = await api.ok<OverviewRead>('Overview', { recentLimit: 1 });
    expect(overview).toMatchObject({ schemaCount: 1, fileCount: 2, folderCount: 2 });
    expect(overview.recentFiles).toEqual([
      expect.objectContaining({ id: first.id, label: 'First', schemaId, directoryId: first.directoryId }),
    ]);
    const both = await api.ok<OverviewRead>('Overview');
    expect(both.recentFiles.map((file) => file.id)).toEqual([first.id, second.id]);
  });

  it('refuses a limit outside 1..50 and a caller without a token', async () => {
    await api.failsWith('BAD_USER_INPUT', 'Overview', { recentLimit: 0 });
    await api.failsWith('BAD_USER_INPUT', 'Overview', { recentLimit: 51 });
    await api.failsWith('UNAUTHENTICATED', 'Overview', {}, null);
  });

  it('counts only the caller’s client', async () => {
    expect(await api.ok<OverviewRead>('Overview', {}, api.otherAdmin)).toEqual({
      schemaCount: 0,
      fileCount: 0,
      folderCount: 0,
      recentFiles: [],
    });
  });
});
