import { type CreateToasterReturn, createToaster } from '@chakra-ui/react';

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
