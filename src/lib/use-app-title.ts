import { useEffect } from 'react';
import { appTitle } from './app-title';
import { routeSegment } from './route-segment';

/** The product title and the route segment of `pathname`, also kept as the document's title. */
export function useAppTitle(pathname: string): { title: string; segment: string } {
  const segment = routeSegment(pathname);
  const title = appTitle();
  useEffect(() => {
    document.title = `${title} · ${segment}`;
  }, [title, segment]);
  return { title, segment };
}
