/** Cookie and local-storage key of the login token (the spec's name). */
export const TOKEN_KEY = 'apollo-token';

export function readTokenCookie(): string | null {
  for (const pair of document.cookie.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === TOKEN_KEY) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

function cookieAttributes(expires: Date): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; path=/; SameSite=Strict; expires=${expires.toUTCString()}${secure}`;
}

/** Keeps the token in the cookie (read for every request) and in local storage, both expiring with it. */
export function storeToken(token: string, expiresAtSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: every request reads the token synchronously; the Cookie Store API is async.
  document.cookie = `${TOKEN_KEY}=${encodeURIComponent(token)}${cookieAttributes(new Date(expiresAtSeconds * 1000))}`;
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the counterpart of storeToken.
  document.cookie = `${TOKEN_KEY}=${cookieAttributes(new Date(0))}`;
  window.localStorage.removeItem(TOKEN_KEY);
}
