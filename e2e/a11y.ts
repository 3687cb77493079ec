import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** What axe says is wrong with the first offending node. */
  summary: string;
}

/** Waits until no CSS animation or transition runs, so half-faded dialogs are not measured. */
export async function settle(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
      ),
    )
    .toBe(0);
}

/**
 * Runs axe-core on the page as it is now and answers its serious and critical violations. Every rule
 * runs; none is switched off. In axe's single-page mode: the app has no frames, and the default mode
 * opens a second page for every scan and loads axe into both, which doubled the suite's accessibility time.
 */
export async function scan(page: Page, screen: string): Promise<Finding[]> {
  await settle(page);
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary ?? '',
    }));
}
