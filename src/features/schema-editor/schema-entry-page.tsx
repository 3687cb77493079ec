import { useSuspenseQuery } from '@tanstack/react-query';
import { LuFileQuestion, LuFolder, LuTriangleAlert } from 'react-icons/lu';
import { schemaDirectoryQueryOptions } from '../../api/schema-directory-query';
import { schemasQueryOptions } from '../../api/schemas-query';
import { countText } from '../../lib/messages/count-text';
import { t } from '../../lib/messages/t';
import { EntryNotice } from './entry-notice';
import { SchemaEditorScreen } from './schema-editor-screen';
import { resolveSchemaEntry } from './schema-entry';

function folderContents(schemaCount: number, folderCount: number): string {
  if (schemaCount === 0 && folderCount === 0) return t('schemaEntry.folderEmpty');
  return t('schemaEntry.folderContents', {
    schemas: countText(schemaCount, 'schemaEntry.schemas.one', 'schemaEntry.schemas.other'),
    folders: countText(folderCount, 'schemaEntry.folders.one', 'schemaEntry.folders.other'),
  });
}

/** The right pane of the schema editor for the schema directory entry `id`. */
export function SchemaEntryPage({ id }: { id: string }) {
  const { data: directory } = useSuspenseQuery(schemaDirectoryQueryOptions());
  const { data: schemas } = useSuspenseQuery(schemasQueryOptions());
  const resolved = resolveSchemaEntry(
    directory.flat.map((row) => row.directory),
    schemas,
    id,
  );

  switch (resolved.kind) {
    case 'schema':
      return <SchemaEditorScreen schema={resolved.schema} />;
    case 'folder':
      return (
        <EntryNotice
          icon={<LuFolder />}
          title={t('schemaEntry.folderTitle', { name: resolved.entry.name })}
          lines={[folderContents(resolved.schemaCount, resolved.folderCount), t('schemaEntry.pickSchema')]}
          role="status"
        />
      );
    case 'schema-missing':
      return (
        <EntryNotice
          icon={<LuTriangleAlert />}
          title={resolved.entry.name}
          lines={[t('schemaEntry.schemaMissing'), t('schemaEntry.pickSchema')]}
          role="alert"
        />
      );
    case 'not-found':
      return (
        <EntryNotice
          icon={<LuFileQuestion />}
          title={t('schemaEntry.notFoundTitle')}
          lines={[t('schemaEntry.notFound', { id }), t('schemaEntry.pickSchema')]}
          role="alert"
        />
      );
  }
}
