import { describe, expect, it } from 'vitest';
import { BLOCK_LIST } from '../catalogue';
import { blockSummaries, buildBlockSummariesModule } from './block-summaries-module';

describe('the block summaries module', () => {
  it('holds every block with what the buyer app reads, and no schema', () => {
    const summaries = blockSummaries();
    expect(summaries.map((summary) => summary.component)).toEqual(BLOCK_LIST.map((block) => block.component));
    const policyHolder = summaries.find((summary) => summary.component === 'policyHolderModule');
    const definition = BLOCK_LIST.find((block) => block.component === 'policyHolderModule');
    expect(policyHolder).toEqual({
      component: definition?.component,
      title: definition?.title,
      category: definition?.category,
      defaultAttrs: definition?.defaultAttrs,
      children: definition?.children,
      binds: definition?.binds,
      ...(definition?.defaultFormKey ? { defaultFormKey: definition.defaultFormKey } : {}),
    });
    expect(summaries.some((summary) => 'attrs' in summary || 'description' in summary || 'titleEn' in summary || 'descriptionEn' in summary)).toBe(false);
  });

  it('is plain JSON in an ES module', () => {
    const source = buildBlockSummariesModule();
    const json = source.slice(source.indexOf('= ') + 2, source.lastIndexOf(';'));
    expect(JSON.parse(json)).toEqual(blockSummaries());
  });
});
