import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { parseSchemaElements } from '../../../domain/schema/schema-input';
import type { SchemaElement } from '../../../domain/schema/types';
import { schemaDirectoryQueryOptions } from '../../api/schema-directory-query';
import { schemasQueryOptions } from '../../api/schemas-query';
import { useUpdateSchemaMutation } from '../../api/update-schema-mutation';
import type { SchemaFieldsFragment } from '../../lib/graphql/generated';
import { SchemaViewer } from './schema-viewer';

/** The schema viewer of one schema, saving through `updateSchema` with the version it was read at. */
export function SchemaEditorScreen({ schema }: { schema: SchemaFieldsFragment }) {
  const { data: schemas } = useSuspenseQuery(schemasQueryOptions());
  const { data: directory } = useSuspenseQuery(schemaDirectoryQueryOptions());
  const directoryFlat = useMemo(() => directory.flat.map((row) => row.directory), [directory]);
  const remoteElements = useMemo(() => parseSchemaElements(schema.elements), [schema.elements]);
  const update = useUpdateSchemaMutation();

  const save = async (elements: SchemaElement[], label: string) => {
    try {
      const result = await update.mutateAsync({ id: schema.id, label, elements, version: schema.version });
      return result.success && result.data ? parseSchemaElements(result.data.elements) : null;
    } catch {
      // The mutation has already told the user why.
      return null;
    }
  };

  return (
    <SchemaViewer
      key={schema.id}
      schema={schema}
      remoteElements={remoteElements}
      schemas={schemas}
      schemaDirectoryFlat={directoryFlat}
      onSave={save}
      saving={update.isPending}
    />
  );
}
