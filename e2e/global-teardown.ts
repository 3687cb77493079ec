import { rm } from 'node:fs/promises';

/** Removes the database folder the test server ran on. */
export default async function globalTeardown() {
  const dataDir = process.env.ALLOY_E2E_DATA_DIR;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
