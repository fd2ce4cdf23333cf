/** How pages present things (spec §9): the phone/desktop breakpoint and how long a toast stays. */
export const DESKTOP_BREAKPOINT_PX = 768;
export const TOAST_DURATION_MS = 3000;
