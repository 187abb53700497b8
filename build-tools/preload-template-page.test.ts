import { describe, expect, it } from 'vitest';
import { templatePageFiles, type PreloadChunk } from './preload-template-page';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []): PreloadChunk => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

describe('the template page preload', () => {
  it('lists the chunk holding the page and its imports the entry does not load, with their style sheets', () => {
    const bundle = {
      'assets/runtime.js': chunk('assets/runtime.js', ['/app/runtime/main.tsx'], ['assets/app-shared.js']),
      'assets/app-shared.js': chunk('assets/app-shared.js', ['/app/node_modules/react/index.js']),
      'assets/runtime-lazy.js': chunk('assets/runtime-lazy.js', ['/app/runtime/pages/template-route.tsx'], ['assets/mobile-ui.js', 'assets/app-shared.js']),
      'assets/mobile-ui.js': chunk('assets/mobile-ui.js', ['/app/node_modules/antd-mobile/es/index.js'], [], ['assets/mobile-ui.css']),
      'assets/echarts.js': chunk('assets/echarts.js', ['/app/node_modules/echarts/index.js']),
      'assets/mobile-ui.css': { type: 'asset' as const },
    };
    const files = templatePageFiles(bundle, 'assets/runtime.js', 'runtime/pages/template-route.tsx');
    expect(files.scripts.sort()).toEqual(['assets/mobile-ui.js', 'assets/runtime-lazy.js']);
    expect(files.styles).toEqual(['assets/mobile-ui.css']);
  });

  it('adds nothing when no chunk holds the page', () => {
    expect(templatePageFiles({}, 'assets/runtime.js', 'runtime/pages/template-route.tsx')).toEqual({ scripts: [], styles: [] });
  });
});
