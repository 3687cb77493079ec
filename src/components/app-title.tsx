import { Heading, Span } from '@chakra-ui/react';
import { useAppTitle } from '../lib/use-app-title';

/**
 * The product title with the first segment of the current route, also used as the document title. The
 * slash between them is drawn, not read: the heading's accessible name says "Alloy v0.1.0 / Home".
 */
export function AppTitle({ pathname }: { pathname: string }) {
  const { title, segment } = useAppTitle(pathname);
  return (
    <Heading as="h1" size="md" truncate minWidth="0" aria-label={`${title} / ${segment}`}>
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
