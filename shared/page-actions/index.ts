export { interpretPageActions } from './interpret-page-actions';
export type { PageEffect, PageEffectKind } from './page-effect';
