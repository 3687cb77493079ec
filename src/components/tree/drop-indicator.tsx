import { Box } from '@chakra-ui/react';
import type { DropIndicator } from './use-row-drag';

interface DropIndicatorLineProps {
  indicator: DropIndicator;
  /** Where the row's content starts, in pixels: a line before or after the entry starts at its level. */
  indent: number;
}

/**
 * Where a dragged entry would land: a line above or below the row, or a frame around the folder it would
 * go into. A drop the rules refuse shows dashed and red.
 */
export function DropIndicatorLine({ indicator, indent }: DropIndicatorLineProps) {
  const color = indicator.blocked ? 'red.solid' : 'blue.solid';
  const style = indicator.blocked ? 'dashed' : 'solid';
  const marker = {
    'data-drop-indicator': indicator.place,
    'data-drop-blocked': indicator.blocked ? '' : undefined,
    'aria-hidden': true,
    position: 'absolute',
    pointerEvents: 'none',
  } as const;
  if (indicator.place === 'inside') {
    return (
      <Box
        {...marker}
        inset="0"
        borderWidth="2px"
        borderStyle={style}
        borderColor={color}
        borderRadius="sm"
      />
    );
  }
  return (
    <Box
      {...marker}
      left={`${indent}px`}
      right="0"
      top={indicator.place === 'before' ? '-1px' : undefined}
      bottom={indicator.place === 'after' ? '-1px' : undefined}
      borderTopWidth="2px"
      borderTopStyle={style}
      borderTopColor={color}
    />
  );
}
