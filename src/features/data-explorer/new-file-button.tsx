import type { DirectoryItem } from '../../../domain/directory/types';
import { CreateEntryButton } from '../../components/explorer/create-entry-button';
import { t } from '../../lib/messages/t';
import { NewFileDialog } from './new-file-dialog';

/** "Neue Datei Erstellen" and its dialog, fresh (with a new File ID) each time it opens. */
export function NewFileButton({ directory }: { directory: DirectoryItem[] }) {
  return (
    <CreateEntryButton
      label={t('explorer.newFile.open')}
      dialog={(close) => <NewFileDialog directory={directory} onClose={close} />}
    />
  );
}
