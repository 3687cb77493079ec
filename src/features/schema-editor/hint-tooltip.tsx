import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';

interface HintTooltipProps {
  content: string;
  /** One element that can hold focus, so keyboard users reach the hint too. */
  children: ReactElement;
}

export function HintTooltip({ content, children }: HintTooltipProps) {
  return (
    <Tooltip.Root openDelay={150} closeDelay={0}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxWidth="xs">
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            {content}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
