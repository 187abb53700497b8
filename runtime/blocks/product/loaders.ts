import type { BlockLoaders } from '../block-loader-types';

/** The blocks of catalogue category `product` (product and plans), in palette order, each loaded on first use. */
export const productLoaders: BlockLoaders = {
  planSelector: () => import('./plan-selector'),
  planTabs: () => import('./plan-tabs'),
  guaranteeDutyTable: () => import('./guarantee-duty-table'),
  clauseList: () => import('./clause-list'),
  clauseAgreement: () => import('./clause-agreement'),
  noticeTabViewer: () => import('./notice-tab-viewer'),
  supervisionPopup: () => import('./supervision-popup'),
};
