import { Button } from '@chakra-ui/react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { LuTriangleAlert } from 'react-icons/lu';
import { fileDataQueryOptions } from '../../api/file-data-query';
import { schemaDirectoryQueryOptions } from '../../api/schema-directory-query';
import { schemasQueryOptions } from '../../api/schemas-query';
import { PageSpinner } from '../../components/page-spinner';
import { hasErrorCode } from '../../lib/graphql/error-codes';
import { t } from '../../lib/messages/t';
import { notify } from '../../lib/notify';
import { entryIdOf } from './directory-lookup';
import { FileForm } from './file-form';
import { schemaElements, storedData } from './stored-data';
import { ViewerNotice } from './viewer-notice';

/** Loads a file with its schema and shows its form; a spinner while loading, a notice when it fails. */
export function FileView({ fileId, entryName }: { fileId: string; entryName: string }) {
  const file = useQuery(fileDataQueryOptions(fileId));
  const queryClient = useQueryClient();
  // A restored revision replaces what the fields hold: the form starts over with the file as stored.
  const [generation, setGeneration] = useState(0);
  const restored = async () => {
    await queryClient.refetchQueries({ queryKey: fileDataQueryOptions(fileId).queryKey });
    setGeneration((count) => count + 1);
  };
  const { data: schemas } = useSuspenseQuery(schemasQueryOptions());
  const { data: schemaDirectory } = useSuspenseQuery(schemaDirectoryQueryOptions());
  const missing = hasErrorCode(file.error, 'NOT_FOUND');
  const failedAt = file.isError && !missing ? file.errorUpdatedAt : 0;

  useEffect(() => {
    if (failedAt) notify({ message: t('file.loadFailed'), tone: 'negative', position: 'top' });
  }, [failedAt]);

  const schema = file.data ? schemas.find((candidate) => candidate.id === file.data.schemaId) : undefined;
  const elements = useMemo(() => schemaElements(schema?.elements ?? []), [schema?.elements]);
  const data = useMemo(() => storedData(file.data?.data ?? []), [file.data?.data]);

  // Data already shown stays while a reload fails; the toast tells.
  if (file.data) {
    return (
      <FileForm
        key={generation}
        file={{ ...file.data, data }}
        onRestored={() => void restored()}
        elements={elements}
        schema={
          schema
            ? { id: schema.id, label: schema.label, entryId: entryIdOf(schemaDirectory, schema.id) }
            : null
        }
      />
    );
  }
  if (file.isPending) return <PageSpinner />;
  if (missing) {
    return (
      <ViewerNotice
        icon={<LuTriangleAlert />}
        title={entryName}
        description={t('file.missing')}
        role="alert"
      />
    );
  }
  return (
    <ViewerNotice icon={<LuTriangleAlert />} title={t('file.loadFailed')} role="alert">
      <Button variant="outline" onClick={() => void file.refetch()}>
        {t('file.retryLoad')}
      </Button>
    </ViewerNotice>
  );
}
