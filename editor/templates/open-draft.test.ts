import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '../../schema/template/schema-version';
import { openDraft } from './open-draft';

describe('openDraft', () => {
  it('opens a draft in the current format, upgrading an older one', () => {
    const opened = openDraft({ themeColor: '#1677ff', insuranceCategory: 'healthInsurance', pageList: [{ id: 'p1', pageOrder: 1, label: '首页', moduleList: [] }] });
    expect(opened.ok).toBe(true);
    if (opened.ok) {
      expect(opened.template.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
      expect(opened.template.pageList[0]?.label).toBe('首页');
    }
  });

  it('refuses what has no page list to show, or comes from a newer editor', () => {
    expect(openDraft({ schemaVersion: CURRENT_SCHEMA_VERSION, themeColor: '#1677ff' })).toEqual({ ok: false, message: '草稿缺少页面列表（pageList）' });
    expect(openDraft({ schemaVersion: CURRENT_SCHEMA_VERSION + 1, pageList: [] }).ok).toBe(false);
    expect(openDraft(null).ok).toBe(false);
  });
});
