import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LuHistory, LuKeyboard } from 'react-icons/lu';
import { composeLabel, mergeFileData } from '../../../domain/file/file-data-ops';
import type { FileDataEntry, RelatedFileLink } from '../../../domain/file/types';
import type { SchemaElement } from '../../../domain/schema/types';
import { DIRECTORY_KEY, FILE_KEY, RECYCLE_BIN_KEY } from '../../api/query-keys';
import { t } from '../../lib/messages/t';
import { sameEntries, useEqualValue } from '../../lib/use-equal-value';
import { HistoryDrawer } from '../history/history-drawer';
import { useHistoryOpen } from '../history/history-search';
import { ElementFields } from './element-field';
import { FileConflictDialog } from './file-conflict-dialog';
import { FileFormContext, type FileFormContextValue } from './file-form-context';
import { FileHeader, type SchemaLink } from './file-header';
import { OtherRelatedFiles } from './other-related-files';
import { OutsideSchemaList } from './outside-schema-list';
import { SaveStatus } from './save-status';
import { storedProblemsOf } from './stored-problems';
import { useFileSaves } from './use-file-saves';
import { useSimplifiedInput } from './use-simplified-input';
import { dataOutsideForm } from './value-fit';

export interface LoadedFile {
  id: string;
  label: string;
  schemaId: string;
  version: number;
  data: FileDataEntry[];
  relatedFiles: readonly RelatedFileLink[];
}

interface FileFormProps {
  file: LoadedFile;
  /** The schema's elements; empty when the schema is gone. */
  elements: SchemaElement[];
  schema: SchemaLink | null;
  /** After a revision was restored from the file's "Verlauf". */
  onRestored?: () => void;
}

/** A file's header and one field per schema element; every change is saved as it is made. */
export function FileForm({ file, elements, schema, onRestored }: FileFormProps) {
  const saves = useFileSaves(file.id, elements);
  const { simplified, toggle } = useSimplifiedInput();
  const data = useMemo(() => mergeFileData(file.data, saves.local), [file.data, saves.local]);
  // Until a label Input holds text the file keeps the label it was created with.
  const label = composeLabel(elements, data) || file.label;
  // Kept while they read the same, so that a value saved renders only its own field, not every field.
  const storedProblems = useEqualValue(
    useMemo(() => storedProblemsOf(elements, data), [elements, data]),
    sameEntries,
  );
  const { save, refusals } = saves;
  const [comparing, setComparing] = useState(false);
  const [historyOpen, setHistoryOpen] = useHistoryOpen();
  const { conflict } = saves;
  // A conflict opens its comparison at once: nothing the user typed is saved over without it.
  useEffect(() => {
    if (conflict) setComparing(true);
  }, [conflict]);

  const context = useMemo<FileFormContextValue>(
    () => ({
      fileId: file.id,
      simplified,
      save: (entry, seen) => save([entry], seen === undefined ? undefined : seen ? [seen] : []),
      relatedFiles: file.relatedFiles,
      storedProblems,
      refusals,
    }),
    [file.id, simplified, save, file.relatedFiles, storedProblems, refusals],
  );

  return (
    <FileFormContext.Provider value={context}>
      <Stack as="article" gap="6" maxWidth="4xl">
        <FileHeader label={label} fileId={file.id} schema={schema} />
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Button
            size="sm"
            variant={simplified ? 'solid' : 'outline'}
            aria-pressed={simplified}
            onClick={toggle}
          >
            <LuKeyboard aria-hidden="true" />
            {t('file.toggleSimplified')}
          </Button>
          <HStack gap="3" wrap="wrap">
            <SaveStatus
              state={saves.state}
              onRetry={() => (saves.state === 'conflict' ? setComparing(true) : saves.retry())}
            />
            <Button size="sm" variant="outline" onClick={() => setHistoryOpen(true)}>
              <LuHistory aria-hidden="true" />
              {t('history.open')}
            </Button>
          </HStack>
        </HStack>
        {simplified ? (
          <Text color="fg.muted" textStyle="sm">
            {t('file.simplifiedOn')}
          </Text>
        ) : null}
        {schema === null ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('file.schemaMissing', { schemaId: file.schemaId })}</Alert.Title>
          </Alert.Root>
        ) : null}
        <form aria-label={t('file.formLabel')} onSubmit={(event) => event.preventDefault()} noValidate>
          {elements.length === 0 && schema !== null ? (
            <Text color="fg.muted">{t('file.noElements')}</Text>
          ) : (
            <ElementFields elements={elements} data={data} />
          )}
        </form>
        <OtherRelatedFiles elements={elements} />
        <OutsideSchemaList entries={dataOutsideForm(data, elements)} />
      </Stack>
      {historyOpen ? (
        <HistoryDrawer
          objectId={file.id}
          kind="FILE"
          label={label}
          objectKeys={[[...FILE_KEY, file.id], DIRECTORY_KEY, RECYCLE_BIN_KEY]}
          restoreBlocked={
            saves.state === 'saving' || saves.state === 'failed' || saves.state === 'conflict'
              ? t('history.unsavedFirst')
              : null
          }
          onRestored={onRestored}
          onClose={() => setHistoryOpen(false)}
        />
      ) : null}
      {conflict ? (
        <FileConflictDialog
          open={comparing}
          conflict={conflict}
          elements={elements}
          onClose={() => setComparing(false)}
          onResolve={(keep) => {
            setComparing(false);
            saves.resolve(keep);
          }}
        />
      ) : null}
    </FileFormContext.Provider>
  );
}
