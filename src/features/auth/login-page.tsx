import './login-page.css';
import { t } from '../../lib/messages/t';
import { useAppTitle } from '../../lib/use-app-title';
import { LoginForm } from './login-form';

interface LoginPageProps {
  /** Where the user wanted to go before being sent to the login page. */
  redirectTo?: string;
  /** Told where to go once the session is signed in. */
  onLoggedIn: (href: string) => void;
}

/**
 * The bare layout (top bar with title and route segment, no menu) around the login form. Drawn with plain
 * elements and login-page.css, not Chakra: the page is the whole first load of most visits.
 */
export function LoginPage({ redirectTo, onLoggedIn }: LoginPageProps) {
  const { title, segment } = useAppTitle('/login');
  return (
    <div className="login">
      <header className="login-bar">
        <h1 className="login-title">
          {title}
          <span aria-hidden="true" className="login-title-separator">
            /
          </span>
          <span className="login-title-segment">{segment}</span>
        </h1>
      </header>
      <main className="login-main">
        <section className="login-card" aria-labelledby="login-heading">
          <h2 id="login-heading" className="login-heading">
            {t('login.heading')}
          </h2>
          <LoginForm redirectTo={redirectTo} onLoggedIn={onLoggedIn} />
        </section>
      </main>
    </div>
  );
}
