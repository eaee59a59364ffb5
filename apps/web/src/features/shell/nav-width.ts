export type DrawerMode = 'side' | 'over';
export type DrawerAppearance = 'default' | 'compact' | 'dense' | 'thin';

/** docs/product/shell.md#fixed-values: 280 px, compact 112, dense 80 (expands on hover), thin 80. */
export const NAV_WIDTH: Record<DrawerAppearance, number> = { default: 280, compact: 112, dense: 80, thin: 80 };
