import { NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import type { AffixType, SelectOption } from '../../../../domain/schema/types';

interface AffixAddonProps {
  type: AffixType | undefined;
  /** The fixed text. */
  text: string | undefined;
  options: SelectOption[] | undefined;
  /** The label of the chosen option, as stored with the file. */
  chosen: string | undefined;
  ariaLabel: string;
  disabled: boolean;
  onChoose: (label: string) => void;
}

/** Whether the element configures this prefix or suffix at all. */
export const hasAffix = (
  type: AffixType | undefined,
  text: string | undefined,
  options: SelectOption[] = [],
) => (type === 'list' ? options.length > 0 : Boolean(text));

/** A prefix or suffix: its fixed text, or a chooser over its list. */
export function AffixAddon({
  type,
  text,
  options = [],
  chosen,
  ariaLabel,
  disabled,
  onChoose,
}: AffixAddonProps) {
  // Its own id: inside the field it would otherwise take the id the field's label points to.
  const id = useId();
  if (type !== 'list') return text;
  // A choice whose option the schema no longer lists stays visible rather than silently changing.
  const unknownChoice = chosen !== undefined && !options.some((option) => option.label === chosen);
  return (
    <NativeSelect.Root size="sm" variant="plain" width="auto" disabled={disabled}>
      <NativeSelect.Field
        id={id}
        aria-label={ariaLabel}
        value={chosen ?? ''}
        onChange={(event) => onChoose(event.currentTarget.value)}
      >
        {chosen === undefined ? <option value="">–</option> : null}
        {unknownChoice ? <option value={chosen}>{chosen}</option> : null}
        {options.map((option) => (
          <option key={option.id} value={option.label}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
