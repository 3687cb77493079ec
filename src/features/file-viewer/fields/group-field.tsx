import { Fieldset, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SchemaElement } from '../../../../domain/schema/types';
import { useFileForm } from '../file-form-context';
import { fieldCaption } from './field-caption';

/** A fieldset around a Group's children; the simplified entry lays them out flat. */
export function GroupField({ element, children }: { element: SchemaElement; children: ReactNode }) {
  const { simplified } = useFileForm();
  if (simplified) return children;
  const hint = element.props.content?.hint;
  return (
    <Fieldset.Root borderWidth="1px" borderRadius="md" padding="4">
      <Fieldset.Legend fontWeight="semibold" paddingX="1">
        {fieldCaption(element)}
      </Fieldset.Legend>
      {hint ? <Fieldset.HelperText>{hint}</Fieldset.HelperText> : null}
      <Fieldset.Content>
        <Stack gap="5">{children}</Stack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
