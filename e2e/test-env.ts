/** What the e2e server is started with (see playwright.config.ts). `ALLOY_E2E_PORT` moves it off 3100. */
export const E2E_PORT = Number(process.env.ALLOY_E2E_PORT ?? 3100);
export const E2E_JWT_SECRET = 'alloy-e2e-secret-0123456789abcdef0123456789';
export const E2E_ADMIN = { username: 'admin', password: 'admin-password-1' };
