import { publishableTemplate } from '../../shared/publish-gate/testing/publishable-template';

interface DraftModule {
  id: string;
  component: string;
  label: string;
  attrs: Record<string, unknown>;
  isDefault: boolean;
}

interface DraftPage {
  id: string;
  pageOrder: number;
  label: string;
  moduleList: DraftModule[];
}

/** A draft as tests build and then break it on purpose: plain mutable JSON. */
export interface TitledDraft {
  [key: string]: unknown;
  themeColor: string;
  pageList: [DraftPage, ...DraftPage[]];
}

/** The seeded goods every titled draft sells (tenant `health`; tenant `ba` has goods of the same id). */
export const TITLED_DRAFT_GOODS_ID = 'G-HEALTH-001';

/**
 * A health template that passes the publish gate (trial, information, confirmation and result pages
 * selling the seeded medical goods), whose first page label and banner title are `title`, to tell
 * drafts and versions apart. Its one warning, until a promotion serves it: no promotion does.
 */
export function titledDraft(title: string): TitledDraft {
  return publishableTemplate({ title, goodsId: TITLED_DRAFT_GOODS_ID }) as unknown as TitledDraft;
}

/** What a publisher acknowledges to publish a titled draft no promotion serves yet. */
export const UNSERVED_WARNING = { rule: 'promotion.linked', path: '' } as const;
