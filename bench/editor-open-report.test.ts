import { describe, expect, it } from 'vitest';
import type { EditorOpenRun } from './editor-open';
import { editorOpenReportLines } from './editor-open-report';

const run = (interactive: number): EditorOpenRun => ({
  documentReady: interactive * 0.25,
  templateLoaded: interactive * 0.4,
  frameStarted: interactive * 0.5,
  canvasPainted: interactive * 0.9,
  interactive,
});

describe('the editor-open section of the report', () => {
  const text = editorOpenReportLines({
    measured: true,
    templates: [{ templateId: 'tpl-health-baiwan', tenant: 'health', moduleId: 'trial-banner', cold: [run(2400), run(1800), run(2000)], warm: [run(1400), run(1200), run(1600), run(1500)] }],
  }).join('\n');

  it('lists every run and judges the median of cold and of warm opens against 1.5 s', () => {
    expect(text).toContain('| `tpl-health-baiwan` | cold | 2400 ms, 1800 ms, 2000 ms | 2000 ms | **no** |');
    // An even count: the mean of the two middle runs, and exactly 1.5 s meets "at most 1.5 s".
    expect(text).toContain('| `tpl-health-baiwan` | warm | 1400 ms, 1200 ms, 1600 ms, 1500 ms | 1450 ms | yes |');
  });

  it('breaks one consistent run down into its steps: the median run, the lower middle of an even count', () => {
    expect(text).toContain('| `tpl-health-baiwan` | cold | 500 ms | 800 ms | 1000 ms | 1800 ms | 2000 ms |');
    expect(text).toContain('| `tpl-health-baiwan` | warm | 350 ms | 560 ms | 700 ms | 1260 ms | 1400 ms |');
  });

  it('says why nothing was measured', () => {
    expect(editorOpenReportLines({ measured: false, reason: 'no editor build in dist' })).toContain('Not measured: no editor build in dist.');
  });
});
