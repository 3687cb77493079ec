import { Card, Heading } from '@chakra-ui/react';
import { BareLayout } from '../../components/bare-layout';
import { t } from '../../lib/messages/t';
import { LoginForm } from './login-form';

export function LoginPage({ redirectTo }: { redirectTo?: string }) {
  return (
    <BareLayout>
      <Card.Root width="100%" maxWidth="sm" boxShadow="sm">
        <Card.Header>
          <Heading as="h2" size="lg">
            {t('login.heading')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <LoginForm redirectTo={redirectTo} />
        </Card.Body>
      </Card.Root>
    </BareLayout>
  );
}
