import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveSchemaMutation } from '../../api/save-schema-mutation';
import { GuardedButton } from '../../components/guarded-button';
import { TreeDialog } from '../../components/tree/tree-dialog';
import { t } from '../../lib/messages/t';
import { type NewSchemaValues, newSchemaSchema } from './new-schema-schema';

/** "Neues Schema erstellen": a name; the server files the schema in the fixed folder "Schemas". */
export function NewSchemaDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const saveSchema = useSaveSchemaMutation();
  const navigate = useNavigate();
  const [schemaId] = useState(() => crypto.randomUUID());
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<NewSchemaValues>({ resolver: zodResolver(newSchemaSchema), defaultValues: { label: '' } });
  const { ref: registerName, ...nameField } = register('label');
  const named = watch('label').trim() !== '';

  const save = handleSubmit(async ({ label }) => {
    // A refused save has already been reported by the mutation; the dialog stays open for another try.
    const saved = await saveSchema.mutateAsync({ id: schemaId, label, elements: [] }).catch(() => null);
    if (!saved?.success || !saved.directoryId) return;
    onClose();
    await navigate({ to: '/SchemaEditor/$id', params: { id: saved.directoryId } });
  });

  return (
    <TreeDialog
      title={t('explorer.newSchema.title')}
      initialFocus={nameRef}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('explorer.newSchema.cancel')}
          </Button>
          <GuardedButton
            type="submit"
            form={formId}
            colorPalette="blue"
            loading={saveSchema.isPending}
            blockedReason={named ? null : t('explorer.newSchema.nameRequired')}
          >
            {t('explorer.newSchema.save')}
          </GuardedButton>
        </>
      }
    >
      <Stack asChild gap="4">
        <form id={formId} noValidate onSubmit={(event) => void save(event)}>
          <Field.Root readOnly>
            <Field.Label>{t('explorer.newSchema.schemaId')}</Field.Label>
            <Input value={schemaId} readOnly fontFamily="mono" fontSize="sm" bg="bg.muted" />
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.label)}>
            <Field.Label>
              {t('explorer.newSchema.name')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              autoComplete="off"
              {...nameField}
              ref={(input) => {
                registerName(input);
                nameRef.current = input;
              }}
            />
            <Field.ErrorText color="red.fg">{errors.label?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root readOnly>
            <Field.Label>{t('explorer.newSchema.location')}</Field.Label>
            <Input value={t('explorer.newSchema.locationValue')} readOnly bg="bg.muted" />
          </Field.Root>
        </form>
      </Stack>
    </TreeDialog>
  );
}
