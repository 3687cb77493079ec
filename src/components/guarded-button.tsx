import { Button, type ButtonProps } from '@chakra-ui/react';
import { HintTooltip } from './hint-tooltip';

interface GuardedButtonProps extends ButtonProps {
  /** Why the button cannot be used yet; while set, the button is disabled and says so as a tooltip. */
  blockedReason: string | null;
}

/**
 * A button that stays focusable while it cannot be used, so keyboard and pointer users both learn why
 * from its tooltip; a click does nothing until the reason is gone.
 */
export function GuardedButton({ blockedReason, onClick, type, ...props }: GuardedButtonProps) {
  const blocked = blockedReason !== null;
  return (
    <HintTooltip content={blockedReason ?? ''} disabled={!blocked} placement="top">
      <Button
        {...props}
        type={blocked ? 'button' : type}
        aria-disabled={blocked || undefined}
        onClick={blocked ? (event) => event.preventDefault() : onClick}
      />
    </HintTooltip>
  );
}
