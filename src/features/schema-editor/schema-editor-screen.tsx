import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { parseSchemaElements } from '../../../domain/schema/schema-input';
import type { SchemaElement } from '../../../domain/schema/types';
import { schemaDirectoryQueryOptions } from '../../api/schema-directory-query';
import { schemasQueryOptions } from '../../api/schemas-query';
import { useUpdateSchemaMutation } from '../../api/update-schema-mutation';
import { hasErrorCode } from '../../lib/graphql/error-codes';
import type { SchemaFieldsFragment } from '../../lib/graphql/generated/graphql';
import { SchemaViewer } from './schema-viewer';
import type { ServerCopy } from './use-local-schema';

const serverCopyOf = (schema: SchemaFieldsFragment): ServerCopy => ({
  elements: parseSchemaElements(schema.elements),
  version: schema.version,
});

/** The schema viewer of one schema, saving through `updateSchema` with the version the edits are based on. */
export function SchemaEditorScreen({ schema }: { schema: SchemaFieldsFragment }) {
  const queryClient = useQueryClient();
  const { data: schemas } = useSuspenseQuery(schemasQueryOptions());
  const { data: directory } = useSuspenseQuery(schemaDirectoryQueryOptions());
  const directoryFlat = useMemo(() => directory.flat.map((row) => row.directory), [directory]);
  const remote = useMemo(() => serverCopyOf(schema), [schema]);
  const update = useUpdateSchemaMutation();

  const save = async (elements: SchemaElement[], baseVersion: number): Promise<ServerCopy | null> => {
    try {
      const result = await update.mutateAsync({ id: schema.id, elements, version: baseVersion });
      return result.success && result.data ? serverCopyOf(result.data) : null;
    } catch (error) {
      // The mutation has told the user why; after a conflict it has reloaded the schemas, whose copy of
      // this schema replaces the local one, as its message says.
      if (!hasErrorCode(error, 'CONFLICT')) return null;
      const reloaded = queryClient
        .getQueryData(schemasQueryOptions().queryKey)
        ?.find((candidate) => candidate.id === schema.id);
      return reloaded ? serverCopyOf(reloaded) : null;
    }
  };

  return (
    <SchemaViewer
      key={schema.id}
      schema={schema}
      remote={remote}
      schemas={schemas}
      schemaDirectoryFlat={directoryFlat}
      onSave={save}
      saving={update.isPending}
    />
  );
}
