import { restoreDataDir } from '../server/db/data-dir-backup';
import { runDataDirCommand } from './data-dir-cli';

runDataDirCommand(
  'restore',
  'Usage: npm run restore -- <file>   (makes ALLOY_DATA_DIR hold the database of the backup <file>; ' +
    'a data folder found there is kept beside it)',
  async (file, dataDir) => {
    const { setAside } = await restoreDataDir(file, dataDir);
    return [
      `Restored ${file} into ${dataDir}.`,
      ...(setAside ? [`The data folder it replaced is now ${setAside}.`] : []),
    ];
  },
);
