import { describe, expect, it } from 'vitest';
import { recordingCostReportLines } from './recording-cost-report';

const cost = {
  page: '/h?promotionId=health-baiwan&from=health',
  startAfterLoadMs: 1210.4,
  startTaskMs: 38.2,
  longTasksDuringStart: 0,
  longestTaskDuringStartMs: 0,
  codeGzip: 27.5 * 1024,
  codeFiles: ['assets/record-a.js', 'assets/start-recording-b.js'],
  chunksSent: 1,
  chunkBytes: 14 * 1024,
};

describe('the recording section of the report', () => {
  it('says when the recorder started, whether it caused a long task, and what it downloaded and sent', () => {
    const text = recordingCostReportLines({ measured: true, cost }).join('\n');
    expect(text).toContain('| the recorder starts after the page\'s load event | 1210 ms after it | yes |');
    expect(text).toContain('| no long task (over 50 ms) while it starts | 0 (longest 0 ms) | yes |');
    expect(text).toContain('27.5 KiB gzip in 2 files (`record-a.js`, `start-recording-b.js`)');
    expect(text).toContain('1 chunks, 14.0 KiB gzip');
  });

  it('marks a long task during the start as a target not met', () => {
    const text = recordingCostReportLines({ measured: true, cost: { ...cost, longTasksDuringStart: 1, longestTaskDuringStartMs: 212 } }).join('\n');
    expect(text).toContain('| no long task (over 50 ms) while it starts | 1 (longest 212 ms) | **no** |');
  });

  it('says why nothing was measured', () => {
    expect(recordingCostReportLines({ measured: false, reason: 'the recorder did not start' })).toContain('Not measured: the recorder did not start.');
  });
});
