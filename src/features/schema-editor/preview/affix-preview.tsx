import { Field, NativeSelect } from '@chakra-ui/react';
import type { AffixType, SelectOption } from '../../../../domain/schema/types';

interface AffixPreviewProps {
  type: AffixType | undefined;
  text: string | undefined;
  options: SelectOption[] | undefined;
  ariaLabel: string;
}

/** A prefix or suffix: its fixed text, or a chooser over its list. */
export function AffixPreview({ type, text, options, ariaLabel }: AffixPreviewProps) {
  if (type === 'list' && options && options.length > 0) {
    return (
      // A field of its own, so the chooser does not take the id the Input's label points to.
      <Field.Root width="auto">
        <NativeSelect.Root size="xs" variant="plain" width="auto">
          <NativeSelect.Field aria-label={ariaLabel}>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    );
  }
  if (type === 'fixed' && text) return text;
  return null;
}
