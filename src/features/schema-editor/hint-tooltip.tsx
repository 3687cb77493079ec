import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';

interface HintTooltipProps {
  content: string;
  /** One element, focusable where the hint matters to keyboard users too. */
  children: ReactElement;
  disabled?: boolean;
}

export function HintTooltip({ content, children, disabled = false }: HintTooltipProps) {
  return (
    <Tooltip.Root lazyMount unmountOnExit openDelay={150} closeDelay={0} disabled={disabled}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxWidth="xs" wordBreak="break-word">
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
