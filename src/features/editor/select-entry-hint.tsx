import { LuFolderTree } from 'react-icons/lu';
import { t } from '../../lib/messages/t';
import type { EditorKind } from './editor-kind';
import { EntryMessage } from './entry-message';

export function SelectEntryHint({ editor }: { editor: EditorKind }) {
  const heading = t(editor === 'data' ? 'layout.nav.dataEditor' : 'layout.nav.schemaEditor');
  const hint = t(editor === 'data' ? 'editor.data.select' : 'editor.schema.select');
  return <EntryMessage icon={<LuFolderTree />} title={heading} description={hint} />;
}
