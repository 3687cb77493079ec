import { saveEmptyDataDir } from './empty-data-dir';

// Run by scripts/build-server.mjs once the server is compiled.
await saveEmptyDataDir();
