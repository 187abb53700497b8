import { SNAPSHOT_SLICE_MS } from '../runtime/recording/sliced-snapshot';
import type { RecordingCost, RecordingCostOutcome } from './recording-cost';

/** A long task is one over 50 ms (the browser's own line): the recorder's start must cause none. */
const LONG_TASK_MS = 50;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const met = (ok: boolean) => (ok ? 'yes' : '**no**');
const cpu = (cost: RecordingCost) => (cost.cpuSlowdown === 1 ? "this machine's CPU" : `CPU slowed ${cost.cpuSlowdown}×`);

/**
 * The report section on what the sales-process recorder (可回溯) costs page 1, per CPU speed: when it
 * starts after the page's load, its start on the main thread and the long tasks meanwhile (target: none),
 * the code it downloads then (never part of the first load), and the chunks it sends at first.
 */
export function recordingCostReportLines(outcome: RecordingCostOutcome): string[] {
  const head = ['## Sales-process recording (可回溯) on page 1', ''];
  if (!outcome.measured) return [...head, `Not measured: ${outcome.reason}.`, ''];
  const [first] = outcome.costs;
  if (!first) return [...head, 'Not measured: no CPU speed was tried.', ''];
  const files = first.codeFiles.map((file) => `\`${file.replace(/^assets\//, '')}\``).join(', ') || 'none';
  return [
    ...head,
    `\`${first.page}\` on the real server in Chromium, at this machine's CPU speed, slowed 4× as Lighthouse's mobile audit slows it,`,
    'and slowed 10× (a fast machine slowed 4× is still quicker than a low-end phone).',
    'The recorder loads once the page has loaded and the main thread is idle; its files are left out of the first-load',
    'figures above and counted here.',
    '',
    '| CPU | starts after the load event | its start, to its first snapshot (in slices) | long tasks (over 50 ms) while it starts | none, as targeted | chunks sent in its first seconds |',
    '| --- | --- | --- | --- | --- | --- |',
    ...outcome.costs.map(
      (cost) =>
        `| ${cpu(cost)} | ${met(cost.startAfterLoadMs >= 0)}, ${ms(cost.startAfterLoadMs)} after it | ${ms(cost.startMs)} | ${cost.longTasksDuringStart} (longest ${ms(cost.longestTaskDuringStartMs)}) | ${met(cost.longTasksDuringStart === 0)} | ${cost.chunksSent} |`,
    ),
    '',
    `All it adds to the main thread after the load, its first chunks included: the blocking time (each long task's time over ${LONG_TASK_MS} ms,`,
    `summed) in the twelve seconds after the load event, with the recorder and with its code refused (median of ${first.blockingAfterLoad.loads} loads each).`,
    '',
    '| CPU | blocking time with the recorder | without it | the recorder adds |',
    '| --- | --- | --- | --- |',
    ...outcome.costs.map(
      (cost) =>
        `| ${cpu(cost)} | ${ms(cost.blockingAfterLoad.withRecorderMs)} | ${ms(cost.blockingAfterLoad.withoutMs)} | ${ms(cost.blockingAfterLoad.withRecorderMs - cost.blockingAfterLoad.withoutMs)} |`,
    ),
    '',
    `Its code, downloaded after the page was idle: ${kib(first.codeGzip)} gzip in ${first.codeFiles.length} files (${files}).`,
    `Its start is rrweb's snapshot of the page, taken in slices of ${SNAPSHOT_SLICE_MS} ms with the page running between them (patches/README.md):`,
    `its time is wall time from the call to the snapshot, and a task over ${LONG_TASK_MS} ms within it would be the recorder's or the page's own.`,
    '',
  ];
}
