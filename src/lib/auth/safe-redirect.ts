const LOGIN_PATH = '/login';

/**
 * The in-app path to continue to after login. Anything that could leave the origin (absolute URLs,
 * protocol-relative `//host`, backslash tricks) or lead back to the login page falls back to `/`.
 */
export function safeRedirect(target: unknown, origin: string = window.location.origin): string {
  if (typeof target !== 'string' || !target.startsWith('/') || /^\/[/\\]/.test(target)) return '/';
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin || url.pathname === LOGIN_PATH) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
