import { backupDataDir } from '../server/db/data-dir-backup';
import { runDataDirCommand } from './data-dir-cli';

runDataDirCommand(
  'backup',
  'Usage: npm run backup -- <file>   (copies the database in ALLOY_DATA_DIR to <file>, a .tar.gz)',
  async (file, dataDir) => {
    const bytes = await backupDataDir(dataDir, file);
    return [`Wrote a backup of ${dataDir} to ${file} (${bytes} bytes).`];
  },
);
