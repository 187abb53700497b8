import type { EditorOpenOutcome, EditorOpenRun } from './editor-open';
import { latencyFigures } from './latency-figures';
import { medianRun } from './median-run';

/** Issue 16: opening a seeded template in the editor to an interactive canvas. */
export const EDITOR_OPEN_TARGET_MS = 1_500;

const s = (ms: number) => `${ms.toFixed(0)} ms`;
const met = (ok: boolean) => (ok ? 'yes' : '**no**');

/** The steps of one open, in the order they happen, as the breakdown table names them. */
const STEPS: readonly (readonly [keyof EditorOpenRun, string])[] = [
  ['documentReady', 'editor HTML and scripts run'],
  ['templateLoaded', 'template answered'],
  ['frameStarted', 'preview frame begins'],
  ['canvasPainted', 'first module painted in the frame'],
  ['interactive', 'clicked module shown in the property panel'],
];

function openRow(templateId: string, kind: string, runs: readonly EditorOpenRun[]): string {
  const median = latencyFigures(runs.map((run) => run.interactive)).median;
  return `| \`${templateId}\` | ${kind} | ${runs.map((run) => s(run.interactive)).join(', ')} | ${s(median)} | ${met(median <= EDITOR_OPEN_TARGET_MS)} |`;
}

/** Each step of the median run (one consistent run, not medians mixed across runs), from navigation on. */
function breakdownRow(templateId: string, kind: string, runs: readonly EditorOpenRun[]): string {
  const run = medianRun(runs.map((candidate) => ({ ...candidate, score: candidate.interactive })));
  return `| \`${templateId}\` | ${kind} | ${STEPS.map(([key]) => (run ? s(run[key]) : 'n/a')).join(' | ')} |`;
}

/** The "Editor open" section of the report. */
export function editorOpenReportLines(outcome: EditorOpenOutcome): string[] {
  const heading = ['## Editor open', ''];
  if (!outcome.measured) return [...heading, `Not measured: ${outcome.reason}.`, ''];
  const kinds = (template: (typeof outcome.templates)[number]) =>
    [
      ['cold', template.cold],
      ['warm', template.warm],
    ] as const;
  return [
    ...heading,
    'From the start of the navigation to `/editor/#/templates/<id>` (the operator signed in) until the canvas is',
    'interactive: the first module of the first page built and painted in the preview frame, then clicked there and',
    "shown in the property panel. Everything the operator waits for is inside: the HTML, the scripts' download and run,",
    "the session and template calls, the frame's boot and first render. Debian's Chromium on this machine, real server",
    'on the built apps. **cold**: a fresh browser context each time (empty HTTP cache, a first visit); **warm**: fresh',
    "pages in the context of the last cold open (a returning operator: the HTTP cache and Chromium's code cache hold",
    'the scripts, the HTML and API calls are asked for again).',
    '',
    `| template | open | each run | median | opening to an interactive canvas ≤ ${EDITOR_OPEN_TARGET_MS / 1000} s met |`,
    '| --- | --- | --- | --- | --- |',
    ...outcome.templates.flatMap((template) => kinds(template).map(([kind, runs]) => openRow(template.templateId, kind, runs))),
    '',
    'Where the time goes: each step of the median run, from the start of the navigation.',
    '',
    `| template | open | ${STEPS.map(([, name]) => name).join(' | ')} |`,
    `| --- | --- | ${STEPS.map(() => '---').join(' | ')} |`,
    ...outcome.templates.flatMap((template) => kinds(template).map(([kind, runs]) => breakdownRow(template.templateId, kind, runs))),
    '',
  ];
}
