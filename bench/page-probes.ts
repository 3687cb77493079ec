/**
 * Functions that run inside the page, so they use nothing from outside their own body. Times are
 * `performance.now()`: milliseconds since the navigation started.
 */

/**
 * The source that calls `probe(argument)` in the page. tsx compiles with esbuild's keepNames, which wraps
 * named inner functions in calls of a `__name` helper the page does not have; the page gets a stand-in.
 */
export function pageScript<T>(probe: (argument: T) => unknown, argument: T): string {
  return `((__name) => (${probe.toString()})(${JSON.stringify(argument)}))((target) => target);`;
}

export interface PaintProbe {
  /** Window property the paint time is stored under. */
  key: string;
  /** A CSS selector, or (when absent) `exactText`: an element whose own text is exactly this. */
  selector?: string;
  exactText?: string;
}

/**
 * From the document's start, checks every frame for the wanted element laid out on the page; when it is
 * there, the frame is about to paint it, and a message posted now is handled right after that paint.
 */
export function installPaintProbe(probe: PaintProbe): void {
  const store = window as unknown as Record<string, number>;
  const find = () =>
    probe.selector
      ? document.querySelector(probe.selector)
      : (document.evaluate(
          `//*[text()[normalize-space(.)=${JSON.stringify(probe.exactText)}]]`,
          document,
          null,
          XPathResult.FIRST_ORDERED_NODE_TYPE,
          null,
        ).singleNodeValue as Element | null);
  const check = () => {
    const element = find();
    if (element && element.getClientRects().length > 0) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        store[probe.key] = performance.now();
      };
      channel.port2.postMessage(null);
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

type TreeRows = (treeLabel: string) => string;

/**
 * Defines `window.__benchTreeRows(label)`: the rendered rows of the tree with that accessible name (their
 * number and the tree's height, which the virtualised tree sets from its row count), or 'none' when the
 * tree is not shown (nothing matches the filter).
 */
export function installTreeRows(): void {
  const rows: TreeRows = (treeLabel) => {
    const tree = Array.from(document.querySelectorAll('[role="tree"]')).find(
      (element) => element.getAttribute('aria-label') === treeLabel,
    );
    if (!tree) return 'none';
    return `${tree.querySelectorAll('[role="treeitem"]').length}:${tree.getBoundingClientRect().height}`;
  };
  (window as unknown as Record<string, TreeRows>).__benchTreeRows = rows;
}

export const readTreeRows = (treeLabel: string) =>
  (window as unknown as Record<string, TreeRows>).__benchTreeRows?.(treeLabel) ?? 'none';

export interface FilterProbe {
  /** Accessible names of the filter input (its aria-label) and of the tree. */
  inputLabel: string;
  treeLabel: string;
  key: string;
}

/**
 * Arms a measurement of the next keystroke into the filter input (needs `installTreeRows`): from the
 * keydown event's time to the end of the first paint in which the tree's rows differ.
 */
export function armFilterProbe({ inputLabel, treeLabel, key }: FilterProbe): void {
  const store = window as unknown as Record<string, number | undefined>;
  const rows = (window as unknown as Record<string, TreeRows>).__benchTreeRows as TreeRows;
  store[key] = undefined;
  const input = Array.from(document.querySelectorAll('input')).find(
    (element) => element.getAttribute('aria-label') === inputLabel,
  );
  if (!input) throw new Error(`No input labelled "${inputLabel}"`);
  const before = rows(treeLabel);
  input.addEventListener(
    'keydown',
    (event) => {
      const typedAt = event.timeStamp;
      const check = () => {
        if (rows(treeLabel) === before) {
          requestAnimationFrame(check);
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          store[key] = performance.now() - typedAt;
        };
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(check);
    },
    { once: true },
  );
}
