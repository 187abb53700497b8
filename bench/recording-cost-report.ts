import { RECORDING_CPU_SLOWDOWN, type RecordingCostOutcome } from './recording-cost';

/** A long task is one over 50 ms (the browser's own line): the recorder's start must cause none. */
const LONG_TASK_MS = 50;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const met = (ok: boolean) => (ok ? 'yes' : '**no**');

/**
 * The report section on what the sales-process recorder (可回溯) costs page 1: when it starts after the
 * page's load, its start on the main thread and the long tasks meanwhile (target: none), the code it
 * downloads then (never part of the first load), and the chunks it sends at first.
 */
export function recordingCostReportLines(outcome: RecordingCostOutcome): string[] {
  const head = ['## Sales-process recording (可回溯) on page 1', ''];
  if (!outcome.measured) return [...head, `Not measured: ${outcome.reason}.`, ''];
  const { cost } = outcome;
  const files = cost.codeFiles.map((file) => `\`${file.replace(/^assets\//, '')}\``).join(', ') || 'none';
  return [
    ...head,
    `\`${cost.page}\` on the real server in Chromium, CPU slowed ${RECORDING_CPU_SLOWDOWN}× as Lighthouse's mobile audit does. The recorder loads once the`,
    'page has loaded and the main thread is idle; its files are left out of the first-load figures above and counted here.',
    '',
    '| target | measured | met |',
    '| --- | --- | --- |',
    `| the recorder starts after the page's load event | ${ms(cost.startAfterLoadMs)} after it | ${met(cost.startAfterLoadMs >= 0)} |`,
    `| no long task (over ${LONG_TASK_MS} ms) while it starts | ${cost.longTasksDuringStart} (longest ${ms(cost.longestTaskDuringStartMs)}) | ${met(cost.longTasksDuringStart === 0)} |`,
    '',
    `- Its start (rrweb's snapshot of the page) held the main thread ${ms(cost.startTaskMs)}.`,
    `- Its code, downloaded after the page was idle: ${kib(cost.codeGzip)} gzip in ${cost.codeFiles.length} files (${files}).`,
    `- Sent in its first seconds: ${cost.chunksSent} chunks, ${kib(cost.chunkBytes)} gzip.`,
    '',
  ];
}
