import { Box, Flex, Icon, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LuFileText, LuFolder, LuShapes } from 'react-icons/lu';
import { byPosition, type TreeEntry } from './directory-entries';
import type { EditorKind } from './editor-kind';

interface DirectoryListProps {
  entries: TreeEntry[];
  editor: EditorKind;
  /** Entries link to their editor page; bin entries do not. */
  linked?: boolean;
}

function EntryRow({ entry, editor, linked }: { entry: TreeEntry; editor: EditorKind; linked: boolean }) {
  const isFolder = entry.fileId === null;
  const row = (
    <Flex alignItems="center" gap="2" paddingY="1" paddingX="2" minWidth="0" fontSize="sm">
      <Icon color={isFolder ? 'yellow.fg' : 'fg.muted'} flexShrink="0" aria-hidden="true">
        {isFolder ? <LuFolder /> : editor === 'data' ? <LuFileText /> : <LuShapes />}
      </Icon>
      <Text truncate>{entry.name}</Text>
    </Flex>
  );
  if (isFolder || !linked) return row;
  return (
    <Box
      asChild
      display="block"
      borderRadius="sm"
      _hover={{ bg: 'bg.muted' }}
      _currentPage={{ bg: 'blue.subtle', color: 'blue.fg', fontWeight: 'medium' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '-2px' }}
    >
      <Link to={editor === 'data' ? '/DataEditor/$id' : '/SchemaEditor/$id'} params={{ id: entry.id }}>
        {row}
      </Link>
    </Box>
  );
}

/** A read-only nested list of folders and entries, each level in position order. */
export function DirectoryList({ entries, editor, linked = true }: DirectoryListProps) {
  return (
    <Box as="ul" listStyleType="none">
      {byPosition(entries).map((entry) => (
        <li key={entry.id}>
          <EntryRow entry={entry} editor={editor} linked={linked} />
          {entry.children && entry.children.length > 0 ? (
            <Box paddingLeft="4" marginLeft="3" borderLeftWidth="1px">
              <DirectoryList entries={entry.children} editor={editor} linked={linked} />
            </Box>
          ) : null}
        </li>
      ))}
    </Box>
  );
}
