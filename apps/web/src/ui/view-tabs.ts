// Whether a page's view tabs fit its width (ui/ViewTabs.tsx); otherwise they show as a select.

/** Tabs `needed` px wide fit in `available` px (a pixel of rounding allowed). */
export const tabsFit = (needed: number, available: number): boolean => needed <= available + 1;
