import { getPlacementsInUse, toasterFor } from '../lib/toasters';

/** The titles of the notifications showing, sorted (src/test/setup.ts removes them after each test). */
export const shownToastTexts = () =>
  getPlacementsInUse()
    .flatMap((placement) =>
      toasterFor(placement)
        .getVisibleToasts()
        .map((toast) => String(toast.title)),
    )
    .sort();
