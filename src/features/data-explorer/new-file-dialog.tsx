import { Button, chakra, Steps, useStepsStyles } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DirectoryItem } from '../../../domain/directory/types';
import { useSaveFileMutation } from '../../api/save-file-mutation';
import { schemasQueryOptions } from '../../api/schemas-query';
import { GuardedButton } from '../../components/guarded-button';
import { TreeDialog } from '../../components/tree/tree-dialog';
import { t } from '../../lib/messages/t';
import { locationChoices, TOP_LEVEL_ID } from './location-choices';
import { NewFileBasicsStep } from './new-file-basics-step';
import { NewFileLocationStep } from './new-file-location-step';
import { type NewFileValues, newFileSchema } from './new-file-schema';

const STEP_TITLES = ['explorer.newFile.basicsStep', 'explorer.newFile.locationStep'] as const;

/**
 * The steps as an ordered list, the current one marked with aria-current="step". Chakra's own list is a
 * tablist, which would need clickable tabs; here the steps only show where the user is.
 */
function StepList({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStepsStyles();
  return (
    <chakra.ol aria-label={label} css={styles.list}>
      {children}
    </chakra.ol>
  );
}

interface NewFileDialogProps {
  /** The data directory, for the folders to choose from. */
  directory: DirectoryItem[];
  onClose: () => void;
}

/** "Neues File erstellen": name and schema, then the folder; saving opens the new file. */
export function NewFileDialog({ directory, onClose }: NewFileDialogProps) {
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const { data: schemas } = useSuspenseQuery(schemasQueryOptions());
  const saveFile = useSaveFileMutation();
  const navigate = useNavigate();
  const [fileId] = useState(() => crypto.randomUUID());
  const [step, setStep] = useState(0);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const choices = useMemo(() => locationChoices(directory, t('explorer.newFile.topLevel')), [directory]);
  const form = useForm<NewFileValues>({
    resolver: zodResolver(newFileSchema),
    defaultValues: { label: '', schemaId: '' },
  });
  const schemaChosen = form.watch('schemaId') !== '';

  const toLocation = form.handleSubmit(() => setStep(1));

  const save = async () => {
    if (chosenId === null) {
      console.log('No location selected');
      return;
    }
    const { label, schemaId } = newFileSchema.parse(form.getValues());
    const parentId = chosenId === TOP_LEVEL_ID ? null : chosenId;
    // A refused save has already been reported by the mutation; the dialog stays open for another try.
    const saved = await saveFile
      .mutateAsync({ id: fileId, schemaId, label, parentId, data: [] })
      .catch(() => null);
    if (!saved?.success || !saved.directoryId) return;
    onClose();
    await navigate({ to: '/DataEditor/$id', params: { id: saved.directoryId } });
  };

  return (
    <TreeDialog
      title={t('explorer.newFile.title')}
      size="lg"
      initialFocus={nameRef}
      onClose={onClose}
      footer={
        step === 0 ? (
          <>
            <Button variant="outline" onClick={onClose}>
              {t('explorer.newFile.cancel')}
            </Button>
            <GuardedButton
              type="submit"
              form={formId}
              colorPalette="blue"
              blockedReason={schemaChosen ? null : t('explorer.newFile.schemaRequired')}
            >
              {t('explorer.newFile.next')}
            </GuardedButton>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={() => setStep(0)}>
              {t('explorer.newFile.back')}
            </Button>
            <Button
              colorPalette="blue"
              loading={saveFile.isPending}
              loadingText={t('explorer.newFile.saving')}
              onClick={() => void save()}
            >
              {t('explorer.newFile.save')}
            </Button>
          </>
        )
      }
    >
      <Steps.Root step={step} count={STEP_TITLES.length} size="sm" marginBottom="6">
        <StepList label={t('explorer.newFile.steps')}>
          {STEP_TITLES.map((title, index) => (
            <Steps.Item key={title} index={index} asChild>
              <li>
                <Steps.Indicator />
                <Steps.Title>{t(title)}</Steps.Title>
                <Steps.Separator />
              </li>
            </Steps.Item>
          ))}
        </StepList>
      </Steps.Root>
      {step === 0 ? (
        <NewFileBasicsStep
          formId={formId}
          fileId={fileId}
          schemas={schemas}
          form={form}
          nameRef={nameRef}
          onSubmit={() => void toLocation()}
        />
      ) : (
        <NewFileLocationStep choices={choices} chosenId={chosenId} onChoose={setChosenId} />
      )}
    </TreeDialog>
  );
}
