import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { measureEntry, measureLazyChunk } from './bundle-report';
import { measureEditorOpen } from './editor-open';
import { editorOpenReportLines } from './editor-open-report';
import { auditFirstLoads } from './first-load-audit';
import { firstLoadReportLines } from './first-load-report';
import { auditBuyerPage, BUYER_PAGE } from './lighthouse-audit';
import { lighthouseReportLines } from './lighthouse-report';
import { measurePreviewLatency, type PreviewLatencyOutcome } from './preview-latency';
import { measureServer } from './server-bench';
import { measureRecordingCost } from './recording-cost';
import { recordingCostReportLines } from './recording-cost-report';
import { serverReportLines } from './server-report';
import { measureValidationThroughput } from './validation-throughput';

const root = resolve(import.meta.dirname, '..');
// Another build directory can be measured (`DIST_DIR=dist-x`) while `dist` is in use.
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const entries = [
  { name: 'runtime (buyer H5, `/`)', key: 'index.html' },
  { name: 'editor (`/editor/`)', key: 'editor/index.html' },
].map((entry) => ({ ...entry, figures: measureEntry(dist, entry.key) }));
// Monaco loads only when the operator opens the code view: its own row, not part of the editor's first load.
const codeView = measureLazyChunk(dist, 'editor/index.html', 'editor/code/code-view.tsx');
const runtime = entries[0]!.figures;
const firstLoads = await auditFirstLoads(dist);
const buyerPageFirstLoad =
  firstLoads.status === 'measured' ? firstLoads.promotions.find((row) => BUYER_PAGE.includes(`promotionId=${row.promotionId}`)) : undefined;
// Pure computation first, before any browser or server of the later steps has started.
const throughput = await measureValidationThroughput();
const lighthouse = await auditBuyerPage(dist);
const recording = await measureRecordingCost(dist);
const preview = await measurePreviewLatency(dist);
const editorOpen = await measureEditorOpen(dist);
const server = await measureServer();
const ms = (value: number) => `${value.toFixed(2)} ms`;

const report = [
  '# Benchmark report',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}.`,
  '',
  '## Bundle sizes (gzip)',
  '',
  'The buyer row\'s "initial JS" is only the entry and its static imports; what a promotion\'s page 1 really downloads is in the next section.',
  '',
  '| entry | initial JS | all JS incl. lazy chunks | JS files |',
  '| --- | --- | --- | --- |',
  ...entries.map(({ name, figures }) => `| ${name} | ${kb(figures.initialGzip)} | ${kb(figures.allGzip)} | ${figures.files} |`),
  `| editor code view (monaco, lazy: on opening 代码) | not in first load | ${kb(codeView.addedGzip)} + workers ${kb(codeView.workersGzip)} | ${codeView.files} |`,
  '',
  ...firstLoadReportLines(firstLoads),
  ...lighthouseReportLines(lighthouse, buyerPageFirstLoad ? buyerPageFirstLoad.htmlGzip + buyerPageFirstLoad.addedGzip : Number.NaN, BUYER_PAGE),
  ...recordingCostReportLines(recording),
  ...previewLatencyLines(preview),
  ...editorOpenReportLines(editorOpen),
  '## Buyer bundle under a strict CSP',
  '',
  `- ajv compiler in the runtime bundle: **${runtime.forbidden.includes('ajv compiler') ? 'yes' : 'no'}**`,
  `- \`eval\` in the runtime bundle: **${runtime.forbidden.includes('eval(') ? 'yes' : 'no'}**`,
  `- \`new Function\` in the runtime bundle: **${runtime.forbidden.includes('new Function') ? 'yes' : 'no'}**`,
  '',
  '## Template validation throughput',
  '',
  'Full validation (schema and template-level checks) of a valid template of 500 modules on 20 pages.',
  '',
  '| validator | modules | runs | median per validation | validations per second |',
  '| --- | --- | --- | --- | --- |',
  ...throughput.map((row) => `| ${row.validator} | ${row.modules} | ${row.runs} | ${row.medianMs.toFixed(2)} ms | ${row.perSecond.toFixed(0)} |`),
  '',
  `Target: a 500-module template validated in under 1 ms with the precompiled validator: ${(throughput[0]?.medianMs ?? Infinity) < 1 ? 'met' : '**not met**'}.`,
  '',
  ...serverReportLines(server),
];

function previewLatencyLines(outcome: PreviewLatencyOutcome): string[] {
  const heading = ['## Editor preview latency', ''];
  if (!outcome.measured) return [...heading, `Not measured: ${outcome.reason}.`, ''];
  return [
    ...heading,
    `From a property edit in the editor (the title of the first module, typed anew) to the iframe's next frame`,
    `showing it, over ${outcome.edits} edits on a page of ${outcome.modules} modules, in Debian's Chromium on this machine.`,
    '',
    '| target | measured | met |',
    '| --- | --- | --- |',
    `| median edit-to-repaint < 16 ms | ${ms(outcome.median)} | ${outcome.median < 16 ? 'yes' : '**no**'} |`,
    `| p95 edit-to-repaint | ${ms(outcome.p95)} | (reported) |`,
    '',
  ];
}

mkdirSync(resolve(root, 'bench'), { recursive: true });
writeFileSync(resolve(root, 'bench/REPORT.md'), report.join('\n'));
console.log(report.join('\n'));
if (runtime.forbidden.length > 0) {
  console.error(`The runtime bundle contains: ${runtime.forbidden.join(', ')}`);
  process.exitCode = 1;
}
