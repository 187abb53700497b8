import { describe, expect, it } from 'vitest';
import { BLOCK_LIST } from '../catalogue';
import { blockSummaries, buildBlockDefaultAttrsDeclarations, buildBlockDefaultAttrsModule, buildBlockSummariesModule } from './block-summaries-module';

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
      children: definition?.children,
      binds: definition?.binds,
      ...(definition?.defaultFormKey ? { defaultFormKey: definition.defaultFormKey } : {}),
    });
    const editorOnly = ['attrs', 'defaultAttrs', 'placeholders', 'description', 'icon', 'titleEn', 'descriptionEn'];
    expect(summaries.filter((summary) => editorOnly.some((key) => key in summary))).toEqual([]);
  });

  it('is plain JSON in an ES module', () => {
    const source = buildBlockSummariesModule();
    const json = source.slice(source.indexOf('= ') + 2, source.lastIndexOf(';'));
    expect(JSON.parse(json)).toEqual(blockSummaries());
  });

  it('gives each block its default attrs as an export of its own, typed as that block\'s attrs', async () => {
    const source = buildBlockDefaultAttrsModule();
    const loaded = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown>;
    expect(Object.keys(loaded).sort()).toEqual(BLOCK_LIST.map((block) => block.component).sort());
    for (const block of BLOCK_LIST) expect(loaded[block.component]).toEqual(block.defaultAttrs);
    expect(buildBlockDefaultAttrsDeclarations()).toContain("export declare const insureResult: AttrsOf<'insureResult'>;");
  });
});
