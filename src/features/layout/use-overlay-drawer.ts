import { useMediaQuery } from '../../lib/use-media-query';
import { DRAWER_BREAKPOINT } from './drawer-constants';

/** True on viewports up to the breakpoint, where the drawer overlays the page instead of being docked. */
export function useOverlayDrawer(): boolean {
  return useMediaQuery(`(max-width: ${DRAWER_BREAKPOINT}px)`);
}
