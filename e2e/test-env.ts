/** What the e2e server is started with (see playwright.config.ts). `ALLOY_E2E_PORT` moves it off 3100. */
export const E2E_PORT = Number(process.env.ALLOY_E2E_PORT ?? 3100);
export const E2E_JWT_SECRET = 'alloy-e2e-secret-0123456789abcdef0123456789';
export interface Credentials {
  username: string;
  password: string;
}

/** The account the tests of the login page itself use. */
export const E2E_ADMIN = { username: 'admin', password: 'admin-password-1', client: 'default' };

/** Parallel workers, and so worker accounts: the server is started with exactly this many. */
export const E2E_WORKERS = 2;

/**
 * The account of the worker in slot `parallelIndex`: a user alone in a client (tenant) of its own, so the
 * trees, schemas and files one worker's tests make are invisible to the other worker's.
 */
export function accountOfWorker(parallelIndex: number) {
  if (parallelIndex >= E2E_WORKERS) {
    throw new Error(
      `There are ${E2E_WORKERS} worker accounts (E2E_WORKERS); run with at most that many workers.`,
    );
  }
  const name = `e2e-w${parallelIndex}`;
  return { username: name, password: `${name}-password`, client: name };
}
