import { describe, expect, it } from 'vitest';
import { chunkNameOf, readGraphFacts, type ChunkModuleInfo } from './runtime-chunks';

const BUYER = '/app/index.html';
const EDITOR = '/app/editor/index.html';

/** A module graph from static and dynamic import lists; importers are derived. */
function graphOf(imports: Record<string, { static?: string[]; dynamic?: string[] }>) {
  const infos = new Map<string, { isEntry: boolean; importers: string[]; importedIds: string[]; dynamicImporters: string[]; dynamicallyImportedIds: string[] }>();
  const info = (id: string) => {
    let entry = infos.get(id);
    if (!entry) {
      entry = { isEntry: id.endsWith('.html'), importers: [], importedIds: [], dynamicImporters: [], dynamicallyImportedIds: [] };
      infos.set(id, entry);
    }
    return entry;
  };
  for (const [id, { static: statics = [], dynamic = [] }] of Object.entries(imports)) {
    for (const target of statics) {
      info(id).importedIds.push(target);
      info(target).importers.push(id);
    }
    for (const target of dynamic) {
      info(id).dynamicallyImportedIds.push(target);
      info(target).dynamicImporters.push(id);
    }
  }
  return { getModuleInfo: (id: string): ChunkModuleInfo | null => infos.get(id) ?? null };
}

const graph = graphOf({
  [BUYER]: { static: ['/app/runtime/main.tsx'] },
  [EDITOR]: { static: ['/app/editor/main.tsx'] },
  '/app/runtime/main.tsx': { static: ['/app/node_modules/react/index.js', '/app/runtime/app.tsx'] },
  '/app/runtime/app.tsx': { dynamic: ['/app/runtime/pages/template-route.tsx', '/app/runtime/pages/payment-route.tsx'] },
  '/app/runtime/pages/payment-route.tsx': {
    static: ['/app/runtime/order/pay.ts', '/app/runtime/blocks/form/input-item.tsx', '/app/node_modules/antd-mobile/es/components/result/index.js'],
  },
  '/app/runtime/pages/template-route.tsx': {
    static: ['/app/runtime/blocks/form/input-item.tsx', '/app/node_modules/react/index.js'],
    dynamic: [
      '/app/schema/generated/validators/template-structure.js',
      '/app/schema/generated/validators/attrs/inputItem.js',
      '/app/schema/generated/validators/attrs/productBanner.js',
      '/app/runtime/blocks/benefit/benefit-chart.tsx',
      '/app/runtime/pages/preview-route.tsx',
      '/app/runtime/blocks/marketing/product-banner.tsx',
      '/app/runtime/blocks/verify/image-upload.tsx',
    ],
  },
  '/app/runtime/blocks/marketing/product-banner.tsx': { static: ['/app/node_modules/antd-mobile/es/components/image/index.js', '/app/shared/dates/today.ts'] },
  '/app/runtime/blocks/verify/image-upload.tsx': {
    static: ['/app/node_modules/antd-mobile/es/components/image-uploader/index.js', '/app/schema/catalogue/index.ts', '/app/runtime/blocks/form/input-item.tsx'],
  },
  '/app/runtime/pages/preview-route.tsx': {
    static: [
      '/app/runtime/preview/bridge.ts',
      '/app/runtime/blocks/form/input-item.tsx',
      '/app/node_modules/antd-mobile/es/components/error-block/index.js',
      '/app/schema/generated/validators/preview-messages.js',
    ],
  },
  '/app/runtime/preview/bridge.ts': { static: ['/app/shared/preview/channel.ts', '/app/runtime/order/pay.ts', '/app/node_modules/modern-screenshot/dist/index.mjs'] },
  '/app/runtime/blocks/form/input-item.tsx': { static: ['/app/node_modules/antd-mobile/es/components/input/index.js'] },
  '/app/runtime/blocks/benefit/benefit-chart.tsx': { static: ['/app/runtime/blocks/benefit/echarts-bar.ts'] },
  '/app/runtime/blocks/benefit/echarts-bar.ts': { static: ['/app/node_modules/echarts/index.js'] },
  '/app/editor/main.tsx': {
    static: ['/app/node_modules/react/index.js', '/app/schema/generated/validators/preview-messages.js', '/app/shared/dates/today.ts', '/app/schema/catalogue/index.ts'],
    dynamic: ['/app/editor/code/code-view.tsx'],
  },
  '/app/editor/code/code-view.tsx': { static: ['/app/node_modules/state-local/index.js', '/app/node_modules/monaco-editor/esm/index.js'] },
});
const facts = readGraphFacts(graph, '/app/runtime/blocks/form/input-item.tsx', 'runtime/pages/template-route.tsx', 'runtime/pages/preview-route.tsx', [
  'runtime/blocks/marketing/product-banner.tsx',
]);
const name = (id: string) => chunkNameOf(id, facts, BUYER, new Set(['productBanner', 'toolbar']));

describe('the chunk grouping', () => {
  it('reads which entries load a module at once and which load it at all', () => {
    expect([...facts.entriesOf('/app/node_modules/react/index.js')].sort()).toEqual([BUYER, EDITOR].sort());
    expect([...facts.entriesOf('/app/schema/generated/validators/preview-messages.js')]).toEqual([EDITOR]);
    expect([...facts.usersOf('/app/schema/generated/validators/preview-messages.js')].sort()).toEqual([BUYER, EDITOR].sort());
    expect([...facts.entriesOf('/app/runtime/blocks/form/input-item.tsx')]).toEqual([]);
    expect(facts.needsOptionalLibrary('/app/runtime/blocks/benefit/benefit-chart.tsx')).toBe(true);
    expect(facts.needsOptionalLibrary('/app/runtime/pages/template-route.tsx')).toBe(false);
  });

  it('leaves each app its own first load, and puts what both load at once together', () => {
    expect(name('/app/runtime/main.tsx')).toBeNull();
    expect(name('/app/editor/main.tsx')).toBeNull();
    expect(name('/app/node_modules/react/index.js')).toBe('app-shared');
  });

  it('groups what the opening page runs: the template page and the opening blocks, their own code, the UI library, and what the editor loads at once', () => {
    expect(name('/app/runtime/pages/template-route.tsx')).toBe('runtime-lazy');
    expect(name('/app/runtime/blocks/form/input-item.tsx')).toBe('runtime-lazy');
    expect(name('/app/runtime/blocks/marketing/product-banner.tsx')).toBe('runtime-lazy');
    expect(name('/app/node_modules/antd-mobile/es/components/input/index.js')).toBe('mobile-ui');
    expect(name('/app/node_modules/antd-mobile/es/components/image/index.js')).toBe('mobile-ui');
    expect(name('/app/shared/dates/today.ts')).toBe('app-shared-lazy');
  });

  it('leaves the blocks of later pages, and what only they use, to load with them', () => {
    expect(facts.firstPageUses('/app/runtime/blocks/verify/image-upload.tsx')).toBe(false);
    expect(name('/app/runtime/blocks/verify/image-upload.tsx')).toBeNull();
    expect(name('/app/node_modules/antd-mobile/es/components/image-uploader/index.js')).toBeNull();
    // Loaded at once by the editor, lazily by a later block: not in the opening page's chunks.
    expect(name('/app/schema/catalogue/index.ts')).toBeNull();
  });

  it('puts the template structure check, the grouped blocks\' attrs checks and each other block\'s, which the template page asks for, in chunks of their own', () => {
    expect(name('/app/schema/generated/validators/template-structure.js')).toBe('template-structure-validator');
    expect(name('/app/schema/generated/validators/attrs/productBanner.js')).toBe('attrs-validators');
    expect(name('/app/schema/generated/validators/attrs/inputItem.js')).toBe('attrs-validator-inputItem');
    expect(facts.firstPageUses('/app/schema/generated/validators/template-structure.js')).toBe(false);
    expect(facts.firstPageUses('/app/schema/generated/validators/attrs/inputItem.js')).toBe(false);
  });

  it('puts the preview messages\' validators, which the editor loads at once and the buyer app only in the preview, in a chunk of their own', () => {
    expect(name('/app/schema/generated/validators/preview-messages.js')).toBe('preview-message-validators');
    expect(facts.firstPageUses('/app/schema/generated/validators/preview-messages.js')).toBe(false);
  });

  it('puts what only the other routes use in groups of their own, and what they share with the template page with it', () => {
    expect(name('/app/runtime/pages/payment-route.tsx')).toBe('runtime-routes');
    expect(name('/app/runtime/order/pay.ts')).toBe('runtime-routes');
    expect(name('/app/node_modules/antd-mobile/es/components/result/index.js')).toBe('mobile-ui-routes');
    expect(name('/app/runtime/blocks/form/input-item.tsx')).toBe('runtime-lazy');
  });

  it('puts what only the editor\'s preview page uses in a group of its own, and what it shares with the others where they have it', () => {
    expect(name('/app/runtime/pages/preview-route.tsx')).toBe('runtime-preview');
    expect(name('/app/runtime/preview/bridge.ts')).toBe('runtime-preview');
    expect(name('/app/shared/preview/channel.ts')).toBe('runtime-preview');
    expect(name('/app/runtime/blocks/form/input-item.tsx')).toBe('runtime-lazy');
    expect(name('/app/runtime/order/pay.ts')).toBe('runtime-routes');
    // The preview's own UI components and its flow walk's page pictures: libraries no buyer page loads go with the preview's code.
    expect(name('/app/node_modules/antd-mobile/es/components/error-block/index.js')).toBe('runtime-preview');
    expect(name('/app/node_modules/modern-screenshot/dist/index.mjs')).toBe('runtime-preview');
  });

  it('keeps heavy optional libraries, and the code that needs them, out of the groups', () => {
    expect(name('/app/node_modules/echarts/index.js')).toBeNull();
    expect(name('/app/runtime/blocks/benefit/echarts-bar.ts')).toBeNull();
    expect(name('/app/runtime/blocks/benefit/benefit-chart.tsx')).toBeNull();
  });

  it('never groups the editor lazy code', () => {
    expect(name('/app/editor/code/code-view.tsx')).toBeNull();
    expect(name('/app/node_modules/state-local/index.js')).toBeNull();
    expect(name('/app/node_modules/monaco-editor/esm/index.js')).toBeNull();
  });
});
