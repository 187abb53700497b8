import { planSelector } from './plan-selector';
import { planTabs } from './plan-tabs';
import { guaranteeDutyTable } from './guarantee-duty-table';
import { clauseList } from './clause-list';
import { clauseAgreement } from './clause-agreement';
import { noticeTabViewer } from './notice-tab-viewer';
import { supervisionPopup } from './supervision-popup';

/** Product and plan blocks, in palette order. */
export const productBlocks = [
  planSelector,
  planTabs,
  guaranteeDutyTable,
  clauseList,
  clauseAgreement,
  noticeTabViewer,
  supervisionPopup,
] as const;
