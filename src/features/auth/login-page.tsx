import { Card, Heading } from '@chakra-ui/react';
import { BareLayout } from '../../components/bare-layout';
import { t } from '../../lib/messages/t';
import { LoginForm } from './login-form';

interface LoginPageProps {
  /** Where the user wanted to go before being sent to the login page. */
  redirectTo?: string;
  /** Told where to go once the session is signed in. */
  onLoggedIn: (href: string) => void;
}

export function LoginPage({ redirectTo, onLoggedIn }: LoginPageProps) {
  return (
    <BareLayout pathname="/login">
      <Card.Root width="100%" maxWidth="sm" boxShadow="sm">
        <Card.Header>
          <Heading as="h2" size="lg">
            {t('login.heading')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <LoginForm redirectTo={redirectTo} onLoggedIn={onLoggedIn} />
        </Card.Body>
      </Card.Root>
    </BareLayout>
  );
}
