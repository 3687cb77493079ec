import { t } from './messages/t';

/** The first segment of a path, shown next to the product title; `Home` at the root. */
export function routeSegment(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment !== '');
  if (!first) return t('app.homeSegment');
  try {
    return decodeURIComponent(first);
  } catch {
    return first;
  }
}
