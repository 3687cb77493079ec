import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../test-env';

/** /login: Username, Password and "Anmelden". */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submitButton: Locator;
  /** The inline failure message under the form. */
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.submitButton = page.getByRole('button', { name: 'Anmelden' });
    this.error = page.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/login');
    await expect(this.submitButton).toBeVisible();
  }

  async logIn(credentials = E2E_ADMIN) {
    await this.username.fill(credentials.username);
    await this.password.fill(credentials.password);
    await this.submitButton.click();
  }
}
