import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { HintTooltip } from '../hint-tooltip';

interface TreeIconButtonProps extends Omit<IconButtonProps, 'aria-label'> {
  /** Accessible name and tooltip. */
  label: string;
}

/** A small icon button whose name shows as a tooltip for pointer users. */
export function TreeIconButton({ label, children, ...props }: TreeIconButtonProps) {
  return (
    <HintTooltip content={label} placement="top" openDelay={400}>
      <IconButton size="2xs" variant="ghost" aria-label={label} {...props}>
        {children}
      </IconButton>
    </HintTooltip>
  );
}
