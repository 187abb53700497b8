import { describe, expect, it } from 'vitest';
import type { RecordingCost } from './recording-cost';
import { recordingCostReportLines } from './recording-cost-report';

const cost: RecordingCost = {
  page: '/h?promotionId=health-baiwan&from=health',
  cpuSlowdown: 1,
  startAfterLoadMs: 1210.4,
  startMs: 38.2,
  longTasksDuringStart: 0,
  longestTaskDuringStartMs: 0,
  codeGzip: 27.5 * 1024,
  codeFiles: ['assets/record-a.js', 'assets/start-recording-b.js'],
  chunksSent: 1,
  blockingAfterLoad: { withRecorderMs: 320.4, withoutMs: 300, loads: 3 },
};

describe('the recording section of the report', () => {
  it('says per CPU speed when the recorder started, whether it caused a long task, and what it downloaded', () => {
    const slowed = { ...cost, cpuSlowdown: 4, startMs: 180, longTasksDuringStart: 1, longestTaskDuringStartMs: 212 };
    const text = recordingCostReportLines({ measured: true, costs: [cost, slowed] }).join('\n');
    expect(text).toContain("| this machine's CPU | yes, 1210 ms after it | 38 ms | 0 (longest 0 ms) | yes | 1 |");
    expect(text).toContain('| CPU slowed 4× | yes, 1210 ms after it | 180 ms | 1 (longest 212 ms) | **no** | 1 |');
    expect(text).toContain('| this machine\'s CPU | 320 ms | 300 ms | 20 ms |');
    expect(text).toContain('(median of 3 loads each)');
    expect(text).toContain('27.5 KiB gzip in 2 files (`record-a.js`, `start-recording-b.js`)');
    expect(text).toContain('taken in slices of 8 ms with the page running between them');
  });

  it('says why nothing was measured', () => {
    expect(recordingCostReportLines({ measured: false, reason: 'the recorder did not start' })).toContain('Not measured: the recorder did not start.');
  });
});
