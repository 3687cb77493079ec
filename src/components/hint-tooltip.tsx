import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';

type Placement = 'top' | 'right' | 'bottom' | 'left';

interface HintTooltipProps {
  content: string;
  /** One element, focusable where the hint matters to keyboard users too. */
  children: ReactElement;
  disabled?: boolean;
  placement?: Placement;
  openDelay?: number;
}

/**
 * The product's one tooltip. Its content is on the page only while it is open, so a closed tooltip's text
 * never stands beside its trigger for screen readers or text lookups.
 */
export function HintTooltip({
  content,
  children,
  disabled = false,
  placement,
  openDelay = 150,
}: HintTooltipProps) {
  return (
    <Tooltip.Root
      lazyMount
      unmountOnExit
      openDelay={openDelay}
      closeDelay={0}
      disabled={disabled}
      positioning={placement ? { placement } : undefined}
    >
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
