import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * rrweb 2.1.6 lists Element's querySelector and querySelectorAll as accessors when it checks whether a
 * page has tampered with the DOM's prototypes; they are methods, so the check always fails and every
 * start builds and drops a hidden iframe, then re-lays out the page (about a fifth of the start on a
 * phone). patches/@rrweb+record+2.1.6.patch moves them to the methods (upstream rrweb-io/rrweb#1802);
 * this fails if an upgrade or a fresh install shipped the recorder without it.
 */
const recorderSource = () => readFileSync(createRequire(import.meta.url).resolve('@rrweb/record').replace(/record\.(umd\.)?c?js$/, 'record.js'), 'utf8');

describe('the recorder as built', () => {
  it('checks querySelector and querySelectorAll as methods, not as accessors', () => {
    const source = recorderSource();
    const lists = (name: string) => source.match(new RegExp(`const ${name} = \\{[\\s\\S]*?\\n\\};`))?.[0] ?? '';
    expect(lists('testableAccessors')).toMatch(/Element: \["shadowRoot"\],/);
    expect(lists('testableMethods')).toMatch(/Element: \["querySelector", "querySelectorAll"\],/);
  });

  /**
   * The same patch takes rrweb's full snapshots in slices when `fullSnapshotSliceMs` is given (see
   * patches/README.md); e2e/recorder-sliced-snapshot.spec.ts proves in a browser that such snapshots
   * replay to the page as it is. This fails first if a fresh install shipped the recorder without it.
   */
  it('takes its full snapshots in slices when asked to', () => {
    const source = recorderSource();
    expect(source).toMatch(/errorHandler: errorHandler2,\s+fullSnapshotSliceMs\s+\} = options;/);
    expect(source).toMatch(/const takeFullSnapshotInSlices = \(isCheckout, onTaken\) => \{/);
    expect(source).toMatch(/if \(fullSnapshotSliceMs && recordDOM\) \{\s+handlers\.push/);
  });
});
