import { expect, type Locator, type Page } from '@playwright/test';
import type { Credentials } from '../test-env';
import { workerAccount } from '../worker-account';

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

  /** With the worker's account unless told otherwise. */
  async logIn(credentials: Credentials = workerAccount()) {
    await this.username.fill(credentials.username);
    await this.password.fill(credentials.password);
    await this.submitButton.click();
  }
}
