import { Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { folderSchemas } from '../../../domain/directory/folder-schemas';
import type { DirectoryItem } from '../../../domain/directory/types';
import { schemasQueryOptions } from '../../api/schemas-query';
import { exportFileName, filesExport } from '../../components/export/export-address';
import { ExportProgress } from '../../components/export/export-progress';
import { useExportDownload } from '../../components/export/use-export-download';
import { RadioChoice } from '../../components/radio-choice';
import { TreeDialog } from '../../components/tree/tree-dialog';
import { countText } from '../../lib/messages/count-text';
import { t } from '../../lib/messages/t';

type Format = 'json' | 'csv';

interface FolderExportDialogProps {
  folder: DirectoryItem;
  onClose: () => void;
}

/**
 * Exports the files of a folder and its subfolders: as JSON, whole and fit to be imported again, or as CSV,
 * a table of one schema's files (the schemas offered are those of the files the tree shows in the folder).
 */
export function FolderExportDialog({ folder, onClose }: FolderExportDialogProps) {
  const schemas = useMemo(() => folderSchemas(folder), [folder]);
  const labels = useQuery(schemasQueryOptions()).data;
  const labelOf = (schemaId: string) => labels?.find((schema) => schema.id === schemaId)?.label ?? schemaId;
  const [format, setFormat] = useState<Format>('json');
  const [schemaId, setSchemaId] = useState(schemas[0]?.schemaId ?? '');
  const download = useExportDownload();
  const files = schemas.reduce((sum, schema) => sum + schema.files, 0);

  const submit = async () => {
    const request =
      format === 'json'
        ? {
            ...filesExport('json', { folderId: folder.id }),
            fileName: exportFileName(folder.name, 'json'),
            kind: format,
          }
        : {
            ...filesExport('csv', { schemaId, folderId: folder.id }),
            fileName: exportFileName(`${folder.name} – ${labelOf(schemaId)}`, 'csv'),
            kind: format,
          };
    if (await download.start(request)) onClose();
  };

  return (
    <TreeDialog
      title={t('explorer.export.title', { name: folder.name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('explorer.export.cancel')}
          </Button>
          <Button colorPalette="blue" disabled={files === 0 || download.progress !== null} onClick={submit}>
            {t('explorer.export.submit')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>
          {files === 0
            ? t('explorer.export.empty')
            : countText(files, 'explorer.export.files.one', 'explorer.export.files.other')}
        </Text>
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="semibold" marginBottom="2">
            {t('explorer.export.format')}
          </Text>
          <RadioChoice
            name="export-format"
            label={t('explorer.export.json')}
            hint={t('explorer.export.jsonHint')}
            checked={format === 'json'}
            disabled={download.progress !== null}
            onChoose={() => setFormat('json')}
          />
          <RadioChoice
            name="export-format"
            label={t('explorer.export.csv')}
            hint={t('explorer.export.csvHint')}
            checked={format === 'csv'}
            disabled={download.progress !== null || schemas.length === 0}
            onChoose={() => setFormat('csv')}
          >
            {format === 'csv' ? (
              <Field.Root disabled={download.progress !== null}>
                <Field.Label>{t('explorer.export.schema')}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={schemaId}
                    onChange={(event) => setSchemaId(event.currentTarget.value)}
                  >
                    {schemas.map((schema) => (
                      <option key={schema.schemaId} value={schema.schemaId}>
                        {t('explorer.export.schemaOption', {
                          schema: labelOf(schema.schemaId),
                          files: countText(schema.files, 'table.total.one', 'table.total.other'),
                        })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            ) : null}
          </RadioChoice>
        </Stack>
        {download.progress ? (
          <ExportProgress progress={download.progress} onCancel={download.cancel} />
        ) : null}
      </Stack>
    </TreeDialog>
  );
}
