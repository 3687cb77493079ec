import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { t } from '../lib/messages/t';
import { useMediaQuery } from '../lib/use-media-query';

/** The spec's splitter: the directory pane starts at 20 % and can be resized between 20 % and 50 %. */
const SIDEBAR_SIZE = { initial: '20%', min: '20%', max: '50%' } as const;

interface EditorSplitViewProps {
  sidebar: ReactNode;
  children: ReactNode;
}

/** Side by side; on phone-sized screens a fifth of the width is too narrow, so the panes stack. */
export function EditorSplitView({ sidebar, children }: EditorSplitViewProps) {
  const stacked = useMediaQuery('(max-width: 767px)');
  return (
    <Group orientation={stacked ? 'vertical' : 'horizontal'} style={{ height: '100%' }}>
      <Panel defaultSize={SIDEBAR_SIZE.initial} minSize={SIDEBAR_SIZE.min} maxSize={SIDEBAR_SIZE.max}>
        {sidebar}
      </Panel>
      <Box
        asChild
        flexShrink="0"
        {...(stacked ? { height: '1' } : { width: '1' })}
        bg="border"
        transition="background 150ms"
        _hover={{ bg: 'blue.solid' }}
        _focusVisible={{ bg: 'blue.solid', outline: 'none' }}
      >
        <Separator aria-label={t('editor.resize')} />
      </Box>
      <Panel>
        <Box as="section" position="relative" height="100%" overflowY="auto" padding={{ base: '4', md: '6' }}>
          {children}
        </Box>
      </Panel>
    </Group>
  );
}
