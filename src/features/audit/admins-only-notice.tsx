import { Alert } from '@chakra-ui/react';
import { t } from '../../lib/messages/t';

/** What a user who is no admin sees instead of the trail (the server would refuse it anyway). */
export function AdminsOnlyNotice() {
  return (
    <Alert.Root status="warning" role="alert" maxWidth="3xl">
      <Alert.Indicator />
      <Alert.Title>{t('audit.forbidden')}</Alert.Title>
    </Alert.Root>
  );
}
