import { type CreateToasterReturn, createToaster } from '@chakra-ui/react';
import {
  type Notification,
  type NotifyMeta,
  type NotifyPosition,
  type NotifyTone,
  showNotificationsWith,
} from './notify';

export type ToastPlacement = 'top-start' | 'top' | 'top-end' | 'bottom-start' | 'bottom' | 'bottom-end';

const toasters = new Map<ToastPlacement, CreateToasterReturn>();
const listeners = new Set<() => void>();
let placementsInUse: ToastPlacement[] = [];

/** The toaster of one placement, created on first use so only used placements get a toast region. */
export function toasterFor(placement: ToastPlacement): CreateToasterReturn {
  const existing = toasters.get(placement);
  if (existing) return existing;
  const toaster = createToaster({ placement, pauseOnPageIdle: true, max: 5 });
  toasters.set(placement, toaster);
  placementsInUse = [...toasters.keys()];
  for (const listener of listeners) listener();
  return toaster;
}

export function getPlacementsInUse(): ToastPlacement[] {
  return placementsInUse;
}

export function subscribeToPlacements(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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

const shownToasts = new Map<string, { id: string; count: number; placement: ToastPlacement }>();

/**
 * Shows a notification as a toast. The same message in the same tone and place, while still showing, is
 * counted instead of stacked: the counted toast replaces the one showing, so it stays its full time again
 * (updating a toast in place keeps its old close timer), and a toast already on its way out is never
 * counted into.
 */
function showToast({ message, tone, timeout, position, badgePosition, action }: Notification): void {
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
    action,
    meta,
    onStatusChange: ({ status }) => {
      if (status !== 'visible' && shownToasts.get(key)?.id === id) shownToasts.delete(key);
    },
  });
  shownToasts.set(key, { id, count, placement });
}

showNotificationsWith(showToast);
