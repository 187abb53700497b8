/**
 * The light surfaces buyer text sits on: cards and rows (white), antd-mobile's page grey
 * (`--adm-color-box`) and tenant ba's warm paper (`runtime/theme/tenant-styles.css`). A text colour
 * reads on all of them at 4.5:1, so one shade serves every page and tenant.
 */
export const TEXT_SURFACES = ['#ffffff', '#f5f5f5', '#f8f3ef'] as const;
