import { Button, Field, Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { DirectoryItem } from '../../../domain/directory/types';
import { t } from '../../lib/messages/t';
import { type FolderNameValues, folderNameSchema } from './folder-name-schema';
import { TreeDialog } from './tree-dialog';

export type FolderNameRequest =
  | { kind: 'create'; parentId: string | null }
  | { kind: 'rename'; item: DirectoryItem; parentId: string | null };

interface FolderNameDialogProps {
  request: FolderNameRequest;
  /** The tree the name must be unique in. */
  items: DirectoryItem[];
  onSubmit: (name: string) => void;
  onClose: () => void;
  /** Where focus goes when the dialog closes. */
  finalFocus?: () => HTMLElement | null;
}

/** Asks for the name of a new folder or the new name of one. */
export function FolderNameDialog({ request, items, onSubmit, onClose, finalFocus }: FolderNameDialogProps) {
  const formId = useId();
  const renaming = request.kind === 'rename' ? request.item : null;
  const schema = useMemo(
    () => folderNameSchema(items, request.parentId, renaming?.id),
    [items, request.parentId, renaming],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FolderNameValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: renaming?.name ?? '' },
  });
  const submit = handleSubmit(({ name }) => {
    onSubmit(name);
    onClose();
  });

  return (
    <TreeDialog
      title={t(renaming ? 'tree.folder.renameTitle' : 'tree.folder.createTitle')}
      onClose={onClose}
      finalFocus={finalFocus}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('tree.cancel')}
          </Button>
          <Button type="submit" form={formId} colorPalette="blue">
            {t('tree.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field.Root invalid={Boolean(errors.name)} required>
          <Field.Label>{t('tree.folder.name')}</Field.Label>
          <Input autoComplete="off" {...register('name')} />
          <Field.ErrorText color="red.fg">{errors.name?.message}</Field.ErrorText>
        </Field.Root>
      </form>
    </TreeDialog>
  );
}
