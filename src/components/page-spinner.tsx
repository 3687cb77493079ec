import { Center, Spinner } from '@chakra-ui/react';
import { t } from '../lib/messages/t';

export function PageSpinner() {
  return (
    <Center padding="10" width="100%">
      <Spinner size="lg" role="status" aria-label={t('app.loading')} />
    </Center>
  );
}
