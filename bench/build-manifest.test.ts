import { describe, expect, it } from 'vitest';
import { filesOnlyOf, type Manifest } from './build-manifest';

const manifest: Manifest = {
  'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['page.tsx', 'recorder.ts'] },
  'page.tsx': { file: 'assets/page.js', imports: ['_shared.js', '_moments.js'] },
  'recorder.ts': { file: 'assets/recorder.js', imports: ['_shared.js', '_moments.js', '_rrweb.js'], dynamicImports: ['replay.ts'] },
  'replay.ts': { file: 'assets/replay.js' },
  '_shared.js': { file: 'assets/shared.js' },
  '_moments.js': { file: 'assets/moments.js' },
  '_rrweb.js': { file: 'assets/rrweb.js' },
};

describe('filesOnlyOf', () => {
  it('lists what only a lazy module brings: not what the entry or another lazy page also loads', () => {
    expect(filesOnlyOf(manifest, 'index.html', 'recorder.ts').sort()).toEqual(['assets/recorder.js', 'assets/replay.js', 'assets/rrweb.js']);
  });

  it('lists nothing for a module the entry does not know', () => {
    expect(filesOnlyOf(manifest, 'index.html', 'missing.ts')).toEqual([]);
  });
});
