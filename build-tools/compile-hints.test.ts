import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, loadTimeChunks, runAtOnceChunks, type HintedChunk } from './compile-hints';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], facade: string | null = null): HintedChunk => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
  isEntry: facade !== null,
  facadeModuleId: facade,
  code: `/* ${fileName} */`,
});

const bundle = () => ({
  'assets/runtime.js': chunk('assets/runtime.js', ['/app/runtime/main.tsx'], ['assets/app-shared.js'], '/app/index.html'),
  'assets/app-shared.js': chunk('assets/app-shared.js', ['/app/node_modules/react/index.js']),
  'assets/runtime-lazy.js': chunk('assets/runtime-lazy.js', ['/app/runtime/pages/template-route.tsx'], ['assets/mobile-ui.js', 'assets/app-shared.js']),
  'assets/mobile-ui.js': chunk('assets/mobile-ui.js', ['/app/node_modules/antd-mobile/es/index.js']),
  'assets/echarts.js': chunk('assets/echarts.js', ['/app/node_modules/echarts/index.js']),
  'assets/start-recording.js': chunk('assets/start-recording.js', ['/app/runtime/recording/start-recording.ts'], ['assets/app-shared.js'], '/app/runtime/recording/start-recording.ts'),
  'assets/record.js': chunk('assets/record.js', ['/app/node_modules/@rrweb/record/dist/record.js'], [], '/app/node_modules/@rrweb/record/dist/record.js'),
  'assets/editor.js': chunk('assets/editor.js', ['/app/editor/main.tsx'], ['assets/app-shared.js'], '/app/editor/index.html'),
  'assets/mobile-ui.css': { type: 'asset' as const },
});

describe('compile hints', () => {
  it('picks the buyer entry, its imports and the template page chunks, not lazy libraries or the editor', () => {
    expect(loadTimeChunks(bundle(), '/app/index.html', 'runtime/pages/template-route.tsx').sort()).toEqual([
      'assets/app-shared.js',
      'assets/mobile-ui.js',
      'assets/runtime-lazy.js',
      'assets/runtime.js',
    ]);
  });

  it('picks a lazy module run at once with its static imports, not what it imports lazily', () => {
    expect(runAtOnceChunks(bundle(), ['runtime/recording/start-recording.ts']).sort()).toEqual(['assets/app-shared.js', 'assets/start-recording.js']);
    expect(runAtOnceChunks(bundle(), ['node_modules/@rrweb/record/dist/record.js'])).toEqual(['assets/record.js']);
    expect(runAtOnceChunks(bundle(), [])).toEqual([]);
  });

  it('picks nothing when the bundle has no such entry', () => {
    expect(loadTimeChunks(bundle(), '/app/other.html', 'runtime/pages/template-route.tsx')).toEqual([]);
  });

  it('puts the hint on the first line of each picked chunk, once', () => {
    const output = bundle();
    const plugin = compileHints({ html: '/app/index.html', pageModule: 'runtime/pages/template-route.tsx', runAtOnce: ['runtime/recording/start-recording.ts', 'node_modules/@rrweb/record/dist/record.js'] });
    const generate = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    generate.handler({}, output);
    generate.handler({}, output);
    expect(output['assets/runtime-lazy.js'].code).toBe(`${COMPILE_HINT}/* assets/runtime-lazy.js */`);
    expect(output['assets/runtime.js'].code.startsWith(COMPILE_HINT)).toBe(true);
    expect(output['assets/echarts.js'].code).toBe('/* assets/echarts.js */');
    expect(output['assets/start-recording.js'].code).toBe(`${COMPILE_HINT}/* assets/start-recording.js */`);
    expect(output['assets/record.js'].code).toBe(`${COMPILE_HINT}/* assets/record.js */`);
    expect(output['assets/editor.js'].code).toBe('/* assets/editor.js */');
  });
});
