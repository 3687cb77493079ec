import { Button } from '@chakra-ui/react';
import { MdContentCopy } from 'react-icons/md';
import { t } from '../../lib/messages/t';
import { notify } from '../../lib/notify';

const COPIED_TIMEOUT = 2000;

export function CopyIdButton({ id }: { id: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      notify({ message: t('details.copied'), tone: 'positive', timeout: COPIED_TIMEOUT, position: 'top' });
    } catch {
      notify({ message: t('details.copyFailed'), tone: 'negative' });
    }
  };
  return (
    <Button size="sm" variant="outline" alignSelf="flex-start" onClick={copy}>
      <MdContentCopy aria-hidden="true" />
      {t('details.copyId')}
    </Button>
  );
}
