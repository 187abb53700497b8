import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtFiles, gzipOfFiles, htmlReferences, measureEntry, measureLazyChunk } from './bundle-report';

/** A build directory with a manifest and files of the given contents. */
function fakeBuild(files: Record<string, string>, manifest: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-report-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

const gz = (text: string) => gzipSync(text).length;

describe('measureLazyChunk', () => {
  const files = {
    'assets/editor.js': 'editor '.repeat(50),
    'assets/shared.js': 'shared '.repeat(40),
    'assets/code-view.js': 'monaco '.repeat(300),
    'assets/json-mode.js': 'json '.repeat(30),
    'assets/json.worker.js': 'worker '.repeat(20),
  };
  const dir = fakeBuild(files, {
    'editor/index.html': { file: 'assets/editor.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['editor/code/code-view.tsx'] },
    '_shared.js': { file: 'assets/shared.js' },
    'editor/code/code-view.tsx': {
      file: 'assets/code-view.js',
      imports: ['_shared.js', 'editor/index.html'],
      dynamicImports: ['json-mode'],
      assets: ['assets/json.worker.js', 'assets/codicon.ttf'],
    },
    'json-mode': { file: 'assets/json-mode.js', imports: ['editor/code/code-view.tsx'] },
  });

  it('counts what opening the code view adds, not what the editor already loaded', () => {
    expect(measureLazyChunk(dir, 'editor/index.html', 'editor/code/code-view.tsx')).toEqual({
      addedGzip: gz(files['assets/code-view.js']) + gz(files['assets/json-mode.js']),
      workersGzip: gz(files['assets/json.worker.js']),
      files: 2,
    });
  });

  it('leaves the lazy chunk out of the editor first load', () => {
    const editor = measureEntry(dir, 'editor/index.html');
    expect(editor.initialGzip).toBe(gz(files['assets/editor.js']) + gz(files['assets/shared.js']));
    expect(editor.allGzip).toBeGreaterThan(editor.initialGzip);
  });
});

describe('htmlReferences', () => {
  const html = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/runtime-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-shared-b.js">
    <link rel="modulepreload" crossorigin href="/assets/runtime-lazy-c.js">
    <link rel="stylesheet" crossorigin href="/assets/runtime-d.css">
    <link rel="preload" as="style" crossorigin href="/assets/mobile-ui-e.css">
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <style>:root{--adm-radius-s:4px}</style>
  </head><body>
    <!-- <script src="/assets/commented-out.js"></script> -->
    <div id="first-screen"><img src="/media/banner.png" alt="" fetchpriority="high" /></div>
    <div id="root"></div>
  </body></html>`;

  it('finds every script, module preload and style sheet the HTML makes the browser download, and the painted banner', () => {
    expect(htmlReferences(html)).toEqual({
      scripts: ['/assets/runtime-a.js'],
      modulePreloads: ['/assets/app-shared-b.js', '/assets/runtime-lazy-c.js'],
      styleSheets: ['/assets/runtime-d.css', '/assets/mobile-ui-e.css'],
      images: ['/media/banner.png'],
    });
  });

  it('sums the gzip size of the built files they name, each once', () => {
    const files = { 'assets/runtime-a.js': 'entry '.repeat(80), 'assets/app-shared-b.js': 'react '.repeat(60) };
    const dir = fakeBuild(files, {});
    const references = htmlReferences(html);
    const built = builtFiles([...references.scripts, ...references.modulePreloads.slice(0, 1), 'http://127.0.0.1:4294/assets/app-shared-b.js', '/favicon.svg']);
    expect(built).toEqual(['assets/runtime-a.js', 'assets/app-shared-b.js', 'assets/app-shared-b.js']);
    expect(gzipOfFiles(dir, built)).toBe(gz(files['assets/runtime-a.js']) + gz(files['assets/app-shared-b.js']));
  });
});
