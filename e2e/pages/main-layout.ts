import { expect, type Locator, type Page } from '@playwright/test';
import { workerAccount } from '../worker-account';

export type MenuEntry = 'Startseite' | 'Daten Editor' | 'Schema Editor';

/** The frame around every logged-in page: top bar, drawer "Menü" and the avatar menu. */
export class MainLayout {
  readonly banner: Locator;
  /** The product title with the route segment, e.g. "Alloy v0.1.0/DataEditor", named "Alloy v0.1.0 / DataEditor". */
  readonly title: Locator;
  readonly menuToggle: Locator;
  readonly menu: Locator;
  readonly main: Locator;

  constructor(
    readonly page: Page,
    readonly userName = workerAccount().username,
  ) {
    this.banner = page.getByRole('banner');
    this.title = this.banner.getByRole('heading', { level: 1 });
    this.menuToggle = page.getByRole('button', { name: 'Menü umschalten' });
    this.menu = page.getByRole('navigation', { name: 'Menü' });
    this.main = page.getByRole('main');
  }

  get userMenuButton(): Locator {
    return this.page.getByRole('button', { name: `${this.userName} – Benutzermenü` });
  }

  /** The opened avatar menu. */
  get userMenu(): Locator {
    return this.page.getByRole('menu');
  }

  get logoutItem(): Locator {
    return this.page.getByRole('menuitem', { name: 'Abmelden' });
  }

  async expectLoggedIn() {
    await expect(this.userMenuButton).toBeVisible();
  }

  async navigate(entry: MenuEntry) {
    await this.menu.getByRole('link', { name: new RegExp(entry) }).click();
  }

  async openUserMenu() {
    await this.userMenuButton.click();
    await expect(this.logoutItem).toBeVisible();
  }

  async logOut() {
    await this.openUserMenu();
    await this.logoutItem.click();
    await expect(this.page).toHaveURL(/\/login$/);
  }
}
