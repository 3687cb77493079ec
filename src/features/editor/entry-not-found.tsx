import { LuFileQuestion } from 'react-icons/lu';
import { t } from '../../lib/messages/t';
import { EntryMessage } from './entry-message';

export function EntryNotFound({ id }: { id: string }) {
  return (
    <EntryMessage
      icon={<LuFileQuestion />}
      title={t('editor.notFoundHeading')}
      description={t('editor.notFound', { id })}
      role="alert"
    />
  );
}
