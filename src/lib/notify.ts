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
  /** A button on the notification, e.g. "Rückgängig"; choosing it closes the notification. */
  action?: NotifyAction;
}

export interface NotifyAction {
  label: string;
  onClick: () => void;
}

/** What a rendered toast carries in its `meta`. */
export interface NotifyMeta {
  count: number;
  badgePosition: NotifyPosition;
}

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

/** A notification as notify passed it on: checked, with every default filled in. */
export interface Notification {
  message: string;
  tone: NotifyTone;
  timeout: number;
  position: NotifyPosition;
  badgePosition: NotifyPosition;
  action?: NotifyAction;
}

let show: ((notification: Notification) => void) | null = null;
const waiting: Notification[] = [];
let requested = false;
const listeners = new Set<() => void>();

/**
 * Shows a notification; logs invalid options and shows nothing. The toasts' code loads with the first
 * notification (see `Notifications`); until it is there, notifications wait for it in order.
 */
export function notify(options: NotifyOptions): void {
  const problem = notifyOptionsProblem(options);
  if (problem) {
    console.error(problem);
    return;
  }
  const { message, tone, timeout = DEFAULT_TIMEOUT, position = DEFAULT_POSITION } = options;
  const badgePosition = options.badgePosition ?? (position.startsWith('top') ? 'bottom-right' : 'top-right');
  const notification = { message, tone, timeout, position, badgePosition, action: options.action };
  if (show) show(notification);
  else waiting.push(notification);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/** Whether any notification was asked for: from then on the toasts' code is needed. */
export function notificationsRequested(): boolean {
  return requested;
}

export function subscribeToNotificationRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the toasts' code as it loads: shows the waiting notifications, and every later one at once. */
export function showNotificationsWith(handler: (notification: Notification) => void): void {
  show = handler;
  for (const notification of waiting.splice(0)) handler(notification);
}
