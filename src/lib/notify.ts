import { type ToastPlacement, toasterFor } from './toasters';

export const NOTIFY_POSITIONS = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
  'top',
  'bottom',
  'left',
  'right',
  'center',
] as const;

export type NotifyPosition = (typeof NOTIFY_POSITIONS)[number];
export type NotifyTone = 'positive' | 'negative' | 'info' | 'warning';

export interface NotifyOptions {
  message: string;
  tone: NotifyTone;
  /** Milliseconds until the notification closes by itself; 0 keeps it open until closed. */
  timeout?: number;
  position?: NotifyPosition;
  /** Where the counter sits on a notification that was repeated while still showing. */
  badgePosition?: NotifyPosition;
}

/** What a rendered toast carries in its `meta`. */
export interface NotifyMeta {
  count: number;
  badgePosition: NotifyPosition;
}

/**
 * Chakra places toasts only along the top and bottom edges. The positions without such an edge go
 * where they are still noticed: `left` and `right` to the bottom corners (the default edge), `center`
 * to the middle of the top edge.
 */
export const TOAST_PLACEMENTS: Record<NotifyPosition, ToastPlacement> = {
  'top-left': 'top-start',
  'top-right': 'top-end',
  'bottom-left': 'bottom-start',
  'bottom-right': 'bottom-end',
  top: 'top',
  bottom: 'bottom',
  left: 'bottom-start',
  right: 'bottom-end',
  center: 'top',
};

const TOAST_TYPES: Record<NotifyTone, string> = {
  positive: 'success',
  negative: 'error',
  info: 'info',
  warning: 'warning',
};

const DEFAULT_TIMEOUT = 5000;
const DEFAULT_POSITION: NotifyPosition = 'bottom';

function isPosition(value: unknown): value is NotifyPosition {
  return typeof value === 'string' && (NOTIFY_POSITIONS as readonly string[]).includes(value);
}

/** Why the options cannot be shown, or null when they can. */
export function notifyOptionsProblem(options: {
  position?: unknown;
  timeout?: unknown;
  badgePosition?: unknown;
}): string | null {
  const { position = DEFAULT_POSITION, timeout = DEFAULT_TIMEOUT, badgePosition } = options;
  if (!isPosition(position)) return `notify: invalid position ${JSON.stringify(position)}`;
  if (typeof timeout !== 'number' || !Number.isFinite(timeout) || timeout < 0) {
    return `notify: invalid timeout ${String(timeout)}`;
  }
  if (badgePosition !== undefined && !isPosition(badgePosition)) {
    return `notify: invalid badge position ${JSON.stringify(badgePosition)}`;
  }
  return null;
}

const shownToasts = new Map<string, { id: string; count: number; placement: ToastPlacement }>();

/**
 * Shows a notification; returns its toast id, or undefined when the options are invalid (logged).
 * The same message in the same tone and place, while still showing, is counted instead of stacked: the
 * counted toast replaces the one showing, so it stays its full time again (updating a toast in place keeps
 * its old close timer), and a toast already on its way out is never counted into.
 */
export function notify(options: NotifyOptions): string | undefined {
  const problem = notifyOptionsProblem(options);
  if (problem) {
    console.error(problem);
    return undefined;
  }
  const { message, tone, timeout = DEFAULT_TIMEOUT, position = DEFAULT_POSITION } = options;
  const badgePosition = options.badgePosition ?? (position.startsWith('top') ? 'bottom-right' : 'top-right');
  const placement = TOAST_PLACEMENTS[position];
  const toaster = toasterFor(placement);
  const duration = timeout === 0 ? Number.POSITIVE_INFINITY : timeout;
  const key = `${placement}|${tone}|${message}`;

  for (const [staleKey, stale] of shownToasts) {
    if (!toasterFor(stale.placement).isVisible(stale.id)) shownToasts.delete(staleKey);
  }
  const shown = shownToasts.get(key);
  const count = shown ? shown.count + 1 : 1;
  if (shown) toaster.remove(shown.id);
  const meta: NotifyMeta = { count, badgePosition };
  const id = toaster.create({
    title: message,
    type: TOAST_TYPES[tone],
    duration,
    closable: true,
    meta,
    onStatusChange: ({ status }) => {
      if (status !== 'visible' && shownToasts.get(key)?.id === id) shownToasts.delete(key);
    },
  });
  shownToasts.set(key, { id, count, placement });
  return id;
}
