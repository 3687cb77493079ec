import { Box, Flex, Text } from '@chakra-ui/react';
import { Link, type LinkComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HintTooltip } from '../../components/hint-tooltip';
import { DRAWER_MINI_WIDTH } from './drawer-constants';

export interface MenuListEntryProps {
  title: string;
  caption?: string;
  icon?: ReactNode;
  /** Where a click leads; an entry without a link only shows its text. */
  link?: LinkComponentProps['to'] | '';
  /** Only the icon shows; the title stays the accessible name and appears as a tooltip. */
  mini?: boolean;
  onNavigate?: () => void;
}

export function MenuListEntry({
  title,
  caption = '',
  icon,
  link = '',
  mini = false,
  onNavigate,
}: MenuListEntryProps) {
  const content = (
    <Flex alignItems="center" gap="3" minHeight="12" paddingX={mini ? '0' : '4'} width="100%">
      <Flex
        width={mini ? `${DRAWER_MINI_WIDTH - 1}px` : '6'}
        flexShrink="0"
        justifyContent="center"
        fontSize="lg"
        aria-hidden="true"
      >
        {icon}
      </Flex>
      {mini ? null : (
        <Box minWidth="0">
          <Text fontWeight="medium" truncate>
            {title}
          </Text>
          {caption ? (
            <Text fontSize="xs" color="fg.muted" truncate>
              {caption}
            </Text>
          ) : null}
        </Box>
      )}
    </Flex>
  );

  const entry = link ? (
    <Box
      asChild
      display="flex"
      borderRadius={mini ? '0' : 'md'}
      color="fg"
      _hover={{ bg: 'bg.muted' }}
      _currentPage={{ bg: 'colorPalette.subtle', color: 'colorPalette.fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
      colorPalette="blue"
    >
      <Link
        to={link}
        activeOptions={{ exact: link === '/' }}
        aria-label={mini ? title : undefined}
        onClick={onNavigate}
      >
        {content}
      </Link>
    </Box>
  ) : (
    <Box aria-label={mini ? title : undefined}>{content}</Box>
  );

  if (!mini) return entry;
  return (
    <HintTooltip content={title} placement="right" openDelay={300}>
      {entry}
    </HintTooltip>
  );
}
