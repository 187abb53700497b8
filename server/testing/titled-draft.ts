import { CURRENT_SCHEMA_VERSION } from '../../schema/template/schema-version';

interface DraftModule {
  id: string;
  component: string;
  label: string;
  attrs: Record<string, unknown>;
  isDefault: boolean;
}

/** A draft as tests build and then break it on purpose: plain mutable JSON. */
export interface TitledDraft {
  [key: string]: unknown;
  themeColor: string;
  pageList: [{ id: string; pageOrder: number; label: string; moduleList: DraftModule[] }];
}

/** A valid one-page template whose banner title (and page label) is `title`, to tell drafts and versions apart. */
export function titledDraft(title: string): TitledDraft {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    themeColor: '#1677ff',
    insuranceCategory: 'healthInsurance',
    pageList: [
      {
        id: 'p1',
        pageOrder: 1,
        label: title,
        moduleList: [{ id: 'banner', component: 'productBanner', label: '头图', attrs: { image: '/banner.png', title }, isDefault: true }],
      },
    ],
  };
}
