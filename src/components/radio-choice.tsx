import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

interface RadioChoiceProps {
  /** The group's name: one of the choices of a name is checked. */
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  /** What belongs to this choice, e.g. a field it needs, shown beneath it. */
  children?: ReactNode;
}

/** One choice of several, as a framed native radio with its label and hint. */
export function RadioChoice({ name, label, hint, checked, disabled, onChoose, children }: RadioChoiceProps) {
  const hintId = useId();
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      padding="3"
      borderColor={checked ? 'blue.solid' : 'border'}
    >
      <chakra.label display="flex" gap="3" alignItems="center" cursor={disabled ? undefined : 'pointer'}>
        <chakra.input
          type="radio"
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={onChoose}
          accentColor="blue.solid"
          aria-describedby={hint ? hintId : undefined}
        />
        <Text as="span" fontWeight="medium">
          {label}
        </Text>
      </chakra.label>
      {hint ? (
        <Text id={hintId} textStyle="sm" color="fg.muted" paddingStart="7">
          {hint}
        </Text>
      ) : null}
      {children ? <Box paddingStart="7">{children}</Box> : null}
    </Stack>
  );
}
