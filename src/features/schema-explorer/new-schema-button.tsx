import { CreateEntryButton } from '../../components/explorer/create-entry-button';
import { t } from '../../lib/messages/t';
import { NewSchemaDialog } from './new-schema-dialog';

/** "Neues Schema Erstellen" and its dialog, fresh (with a new Schema ID) each time it opens. */
export function NewSchemaButton() {
  return (
    <CreateEntryButton
      label={t('explorer.newSchema.open')}
      dialog={(close) => <NewSchemaDialog onClose={close} />}
    />
  );
}
