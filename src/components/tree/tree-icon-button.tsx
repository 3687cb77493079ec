import { IconButton, type IconButtonProps, Portal, Tooltip } from '@chakra-ui/react';

interface TreeIconButtonProps extends Omit<IconButtonProps, 'aria-label'> {
  /** Accessible name and tooltip. */
  label: string;
}

/** A small icon button whose name shows as a tooltip for pointer users. */
export function TreeIconButton({ label, children, ...props }: TreeIconButtonProps) {
  return (
    <Tooltip.Root lazyMount unmountOnExit openDelay={400} closeDelay={0} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <IconButton size="2xs" variant="ghost" aria-label={label} {...props}>
          {children}
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
