import { Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { t } from '../../lib/messages/t';
import type { NewFileValues } from './new-file-schema';

interface NewFileBasicsStepProps {
  formId: string;
  fileId: string;
  schemas: readonly { id: string; label: string }[];
  form: UseFormReturn<NewFileValues>;
  /** Receives the name input, which takes the focus when the dialog opens. */
  nameRef: RefObject<HTMLInputElement | null>;
  onSubmit: () => void;
}

/** Step 1, "Grundlegende Informationen": the generated File ID, a name and the schema of the file. */
export function NewFileBasicsStep({
  formId,
  fileId,
  schemas,
  form,
  nameRef,
  onSubmit,
}: NewFileBasicsStepProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const { ref: registerName, ...nameField } = register('label');
  return (
    <Stack asChild gap="4">
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Field.Root readOnly>
          <Field.Label>{t('explorer.newFile.fileId')}</Field.Label>
          <Input value={fileId} readOnly fontFamily="mono" fontSize="sm" bg="bg.muted" />
        </Field.Root>
        <Field.Root invalid={Boolean(errors.label)}>
          <Field.Label>{t('explorer.newFile.fileName')}</Field.Label>
          <Input
            autoComplete="off"
            {...nameField}
            ref={(input) => {
              registerName(input);
              nameRef.current = input;
            }}
          />
          {errors.label ? (
            <Field.ErrorText color="red.fg">{errors.label.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('explorer.newFile.fileNameHint')}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root required disabled={schemas.length === 0}>
          <Field.Label>
            {t('explorer.newFile.schemaType')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              placeholder={t('explorer.newFile.schemaPlaceholder')}
              {...register('schemaId')}
            >
              {schemas.map((schema) => (
                <option key={schema.id} value={schema.id}>
                  {schema.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {schemas.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {t('explorer.newFile.noSchemas')}
            </Text>
          ) : null}
        </Field.Root>
      </form>
    </Stack>
  );
}
