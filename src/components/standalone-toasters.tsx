import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../system';
import { NotificationToasters } from './notification-toasters';

/** The toasts of a page drawn outside the app (the login page of a first visit), with the app's theme. */
export function StandaloneToasters() {
  return (
    <ChakraProvider value={system}>
      <NotificationToasters />
    </ChakraProvider>
  );
}
