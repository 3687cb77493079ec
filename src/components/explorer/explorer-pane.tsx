import { Flex, Heading } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { t } from '../../lib/messages/t';

interface ExplorerPaneProps {
  heading: string;
  /** The button that creates a new entry, above the tree. */
  action: ReactNode;
  /** Small controls beside the heading, e.g. the tree's change list. */
  tools?: ReactNode;
  /** The directory tree; it fills the height the bin leaves. */
  children: ReactNode;
  /** The recycle-bin tree below. */
  bin: ReactNode;
  /** Changes shown in the trees are still being saved (`aria-busy` on both parts). */
  busy: boolean;
}

/** The left pane of an editor: the directory with its create button, and below it the recycle bin. */
export function ExplorerPane({ heading, action, tools, children, bin, busy }: ExplorerPaneProps) {
  const headingId = useId();
  const binHeadingId = useId();
  return (
    <Flex
      direction="column"
      position="relative"
      height="100%"
      overflowY="auto"
      bg="bg"
      paddingX="3"
      paddingY="4"
      gap="4"
    >
      <Flex
        as="nav"
        aria-labelledby={headingId}
        aria-busy={busy || undefined}
        direction="column"
        gap="3"
        flex="1"
        minHeight="48"
      >
        <Flex alignItems="center" justifyContent="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="sm" id={headingId} paddingX="1">
            {heading}
          </Heading>
          {tools}
        </Flex>
        {action}
        {/* A grid row gives the tree a definite height to fill and scroll in. */}
        <Flex display="grid" gridTemplateRows="minmax(0, 1fr)" flex="1" minHeight="0">
          {children}
        </Flex>
      </Flex>
      <Flex
        as="section"
        aria-labelledby={binHeadingId}
        aria-busy={busy || undefined}
        direction="column"
        gap="2"
        flexShrink="0"
        borderTopWidth="1px"
        paddingTop="3"
      >
        <Heading as="h2" size="sm" id={binHeadingId} paddingX="1">
          {t('editor.binHeading')}
        </Heading>
        {bin}
      </Flex>
    </Flex>
  );
}
