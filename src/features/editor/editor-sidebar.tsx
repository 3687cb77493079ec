import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { t } from '../../lib/messages/t';
import type { TreeEntries } from './directory-entries';
import { DirectoryList } from './directory-list';
import type { EditorKind } from './editor-kind';

interface EditorSidebarProps {
  editor: EditorKind;
  directory: TreeEntries;
  recycleBin: TreeEntries;
}

/** The left pane: the directory with links to its entries, and below it the recycle bin. */
export function EditorSidebar({ editor, directory, recycleBin }: EditorSidebarProps) {
  const directoryHeadingId = useId();
  const binHeadingId = useId();
  return (
    <Stack gap="6" padding="3" height="100%" overflowY="auto" bg="bg">
      <Box as="nav" aria-labelledby={directoryHeadingId}>
        <Heading as="h2" size="sm" id={directoryHeadingId} paddingX="2" paddingBottom="2">
          {t(editor === 'data' ? 'editor.data.treeHeading' : 'editor.schema.treeHeading')}
        </Heading>
        {directory.nested.length > 0 ? (
          <DirectoryList entries={directory.nested} editor={editor} />
        ) : (
          <Text paddingX="2" color="fg.muted" fontSize="sm">
            {t('editor.emptyTree')}
          </Text>
        )}
      </Box>
      <Box as="section" aria-labelledby={binHeadingId}>
        <Heading as="h2" size="sm" id={binHeadingId} paddingX="2" paddingBottom="2">
          {t('editor.binHeading')}
        </Heading>
        {recycleBin.nested.length > 0 ? (
          <DirectoryList entries={recycleBin.nested} editor={editor} linked={false} />
        ) : (
          <Text paddingX="2" color="fg.muted" fontSize="sm">
            {t('editor.emptyBin')}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
