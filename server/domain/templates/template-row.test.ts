import { describe, expect, it } from 'vitest';
import { copyName } from './duplicate-template';
import { templateStatus, toEditorTemplate, toTemplateSummary, type TemplateRow } from './template-row';

const row: TemplateRow = {
  template_id: 'tpl-1',
  name: '医疗险',
  description: '',
  draft: { insuranceCategory: 'healthInsurance', goodsName: '安心百万医疗险', pageList: [] },
  revision: 3,
  latest_version: 2,
  published_revision: 3,
  published_at: new Date('2026-11-20T08:00:00Z'),
  created_at: new Date('2026-11-01T08:00:00Z'),
  updated_at: '2026-11-20T08:00:00.000Z',
  draft_editor_id: 'u-1',
  draft_editor_name: 'health-operator',
};

describe('template rows', () => {
  it('tells draft-only, published and modified templates apart', () => {
    expect(templateStatus({ latest_version: null, revision: 4, published_revision: null })).toBe('draft');
    expect(templateStatus({ latest_version: 2, revision: 3, published_revision: 3 })).toBe('published');
    expect(templateStatus({ latest_version: 2, revision: 4, published_revision: 3 })).toBe('modified');
  });

  it('summarises a row with ISO times and the draft’s category and goods name', () => {
    expect(toTemplateSummary(row)).toEqual({
      templateId: 'tpl-1',
      name: '医疗险',
      description: '',
      status: 'published',
      latestVersion: 2,
      revision: 3,
      insuranceCategory: 'healthInsurance',
      goodsName: '安心百万医疗险',
      createdAt: '2026-11-01T08:00:00.000Z',
      updatedAt: '2026-11-20T08:00:00.000Z',
      publishedAt: '2026-11-20T08:00:00.000Z',
      draftEditor: 'health-operator',
    });
    expect(toEditorTemplate(row).draft).toBe(row.draft);
  });

  it('leaves out what an unfinished draft does not say validly', () => {
    const summary = toTemplateSummary({ ...row, draft: { insuranceCategory: 'carInsurance' }, latest_version: null, published_revision: null, published_at: null });
    expect(summary).not.toHaveProperty('insuranceCategory');
    expect(summary).not.toHaveProperty('goodsName');
    expect(summary).toMatchObject({ status: 'draft', publishedAt: null });
  });

  it('names a copy after the original, within the name limit', () => {
    expect(copyName('医疗险')).toBe('医疗险 副本');
    expect(copyName('长'.repeat(50))).toHaveLength(50);
  });
});
