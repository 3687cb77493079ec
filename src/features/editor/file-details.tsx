import { Link as ChakraLink } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LuFileText, LuTriangleAlert } from 'react-icons/lu';
import { fileDataQueryOptions } from '../../api/file-data-query';
import { PageSpinner } from '../../components/page-spinner';
import { hasErrorCode } from '../../lib/graphql/error-codes';
import type { DirectoryItemFieldsFragment } from '../../lib/graphql/generated';
import { t } from '../../lib/messages/t';
import { notify } from '../../lib/notify';
import { DetailList } from './detail-list';
import { EntryHeading } from './entry-heading';
import { EntryMessage } from './entry-message';

export interface SchemaRef {
  label: string;
  /** The schema's entry in the schema directory, for the link to the schema editor. */
  directoryId?: string;
}

interface FileDetailsProps {
  entry: DirectoryItemFieldsFragment;
  fileId: string;
  schemaOf: (schemaId: string) => SchemaRef | undefined;
}

export function FileDetails({ entry, fileId, schemaOf }: FileDetailsProps) {
  const file = useQuery(fileDataQueryOptions(fileId));
  const missing = hasErrorCode(file.error, 'NOT_FOUND');
  const failed = file.isError && !missing;

  useEffect(() => {
    if (failed) notify({ message: t('editor.fileLoadFailed'), tone: 'negative', position: 'top' });
  }, [failed]);

  if (file.isPending) return <PageSpinner />;
  if (missing)
    return (
      <EntryMessage
        icon={<LuTriangleAlert />}
        title={entry.name}
        description={t('editor.fileMissing')}
        role="alert"
      />
    );
  if (file.isError) {
    return <EntryMessage icon={<LuTriangleAlert />} title={t('editor.fileLoadFailed')} role="alert" />;
  }

  const schema = schemaOf(file.data.schemaId);
  const schemaLabel = schema?.label ?? t('editor.unknownSchema');
  return (
    <article>
      <EntryHeading icon={<LuFileText />}>{entry.name}</EntryHeading>
      <DetailList
        details={[
          { label: t('editor.entryId'), value: entry.id, isId: true },
          { label: t('editor.fileLabel'), value: file.data.label || t('editor.unnamed') },
          { label: t('editor.fileId'), value: file.data.id, isId: true },
          {
            label: t('editor.schema'),
            value: schema?.directoryId ? (
              <ChakraLink asChild colorPalette="blue" color="colorPalette.fg">
                <Link to="/SchemaEditor/$id" params={{ id: schema.directoryId }}>
                  {schemaLabel}
                </Link>
              </ChakraLink>
            ) : (
              schemaLabel
            ),
          },
        ]}
      />
    </article>
  );
}
