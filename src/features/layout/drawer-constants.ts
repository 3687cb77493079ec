/** The spec's drawer measures, in pixels. */
export const DRAWER_WIDTH = 300;
export const DRAWER_MINI_WIDTH = 57;
/** Up to this viewport width the drawer overlays the page; on wider screens it is docked beside it. */
export const DRAWER_BREAKPOINT = 1023;
/** The spec's drawer animation. */
export const DRAWER_ANIMATION_MS = 150;
