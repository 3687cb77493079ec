import { Heading, Span } from '@chakra-ui/react';
import { useEffect } from 'react';
import { appTitle } from '../lib/app-title';
import { routeSegment } from '../lib/route-segment';

/** The product title with the first segment of the current route, also used as the document title. */
export function AppTitle({ pathname }: { pathname: string }) {
  const segment = routeSegment(pathname);
  const title = appTitle();

  useEffect(() => {
    document.title = `${title} · ${segment}`;
  }, [title, segment]);

  return (
    <Heading as="h1" size="md" truncate minWidth="0">
      <Span whiteSpace="nowrap">{title}</Span>
      <Span aria-hidden="true" color="fg.subtle" marginX="2">
        /
      </Span>
      <Span fontWeight="normal" color="fg.muted">
        {segment}
      </Span>
    </Heading>
  );
}
