import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, the way a keyboard user moves through the page.
 * Fails when it is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let press = 0; press < max; press += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (!(await isFocused(target))) throw new Error(`${target} was not reached with ${max} presses of Tab`);
}

/** The focused element shows a focus indicator: an outline or a focus ring drawn as a box shadow. */
export async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  await expect
    .poll(() =>
      target.evaluate((element) => {
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
        return outline || style.boxShadow !== 'none';
      }),
    )
    .toBe(true);
}
