import { FIRST_LOAD_TARGET_BYTES } from './first-load-report';
import { OTHER_CATEGORY_IDS, type LighthouseCause, type LighthouseFigures } from './lighthouse-figures';

/** What the Lighthouse audit of the buyer page gave: figures of the median run, or why there are none. */
export type LighthouseOutcome =
  | {
      readonly status: 'measured';
      readonly figures: LighthouseFigures;
      readonly scores: readonly number[];
      /** The machine's one-minute load average per core when the audit began: a busy machine inflates TBT. */
      readonly loadPerCore: number;
      /** The same audit with the sales-process recorder's code refused, runs interleaved with the others: what the recorder costs Lighthouse. */
      readonly withoutRecorder?: { readonly figures: LighthouseFigures; readonly scores: readonly number[] };
    }
  | { readonly status: 'not measured'; readonly reason: string };

/**
 * The same audit with the sales-process recorder's code refused, beside the page as served: the
 * recorder must cost Lighthouse nothing. Runs interleaved, so both meet the same busy machine.
 */
function recorderComparisonLines(without: { readonly figures: LighthouseFigures; readonly scores: readonly number[] } | undefined, served: LighthouseFigures): string[] {
  if (!without) return ['With the sales-process recorder refused: not measured (every such run failed).', ''];
  const byTitle = new Map(without.figures.metrics.map((metric) => [metric.title, metric.display]));
  return [
    `The same page with the sales-process recorder's code refused (it then records nothing), ${without.scores.length} runs interleaved with the runs above`,
    `(scores ${without.scores.join(', ')}): what the recorder costs this audit.`,
    '',
    '| | as served (recording) | recorder refused |',
    '| --- | --- | --- |',
    `| performance score | ${served.score} | ${without.figures.score} |`,
    ...served.metrics.map((metric) => `| ${metric.title} | ${metric.display} | ${byTitle.get(metric.title) ?? 'n/a'} |`),
    '',
  ];
}

/** The buyer page's targets: a Lighthouse mobile performance score and its first load (see first-load-report). */
export const PERFORMANCE_TARGET = 97;
/** The other categories' targets: accessibility and best practices in full, SEO at least 90. */
export const CATEGORY_TARGETS: Readonly<Record<(typeof OTHER_CATEGORY_IDS)[number], { readonly atLeast: number; readonly title: string }>> = {
  accessibility: { atLeast: 100, title: 'accessibility' },
  'best-practices': { atLeast: 100, title: 'best practices' },
  seo: { atLeast: 90, title: 'SEO' },
};
export const FIRST_LOAD_JS_TARGET_BYTES = FIRST_LOAD_TARGET_BYTES;
const MAX_CAUSES = 8;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const met = (ok: boolean) => (ok ? 'yes' : '**no**');
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
const targetText = (atLeast: number) => (atLeast === 100 ? '= 100' : `≥ ${atLeast}`);

/** A target row for each other category, audited or not, and the audits that kept a missed one down. */
function categoryLines(figures: LighthouseFigures | undefined): { rows: string[]; failures: string[] } {
  const rows: string[] = [];
  const failures: string[] = [];
  for (const id of OTHER_CATEGORY_IDS) {
    const target = CATEGORY_TARGETS[id];
    const category = figures?.otherCategories.find((entry) => entry.id === id);
    if (!category) {
      rows.push(`| Lighthouse mobile ${target.title} ${targetText(target.atLeast)} | not measured | unknown |`);
      continue;
    }
    rows.push(`| Lighthouse mobile ${target.title} ${targetText(target.atLeast)} | ${category.score} | ${met(category.score >= target.atLeast)} |`);
    if (category.failing.length > 0) failures.push(`Failing ${target.title} audits: ${category.failing.map((audit) => `${cell(audit.title)} (\`${audit.id}\`)`).join(', ')}.`);
  }
  return { rows, failures };
}

function savingsText(cause: LighthouseCause): string {
  return Object.entries(cause.savings)
    .map(([metric, value]) => (metric === 'CLS' ? `CLS ${value.toFixed(3)}` : `${metric} ${Math.round(value)} ms`))
    .join(', ');
}

/**
 * The report section beside the bundle sizes: both targets and whether they are met, the metrics of the
 * median run, and, when the score misses its target, the audits Lighthouse blames, largest saving first.
 */
export function lighthouseReportLines(outcome: LighthouseOutcome, firstLoadJsGzip: number, pageUrl: string): string[] {
  const jsRow = `| first load of this page, all it downloads before it is built (gzip) ≤ ${kib(FIRST_LOAD_JS_TARGET_BYTES)} | ${kib(firstLoadJsGzip)} | ${met(firstLoadJsGzip <= FIRST_LOAD_JS_TARGET_BYTES)} |`;
  const head = ['## Buyer page load (Lighthouse mobile)', ''];
  const targetHead = ['| target | measured | met |', '| --- | --- | --- |', jsRow];
  if (outcome.status === 'not measured') {
    return [
      ...head,
      ...targetHead,
      `| Lighthouse mobile performance ≥ ${PERFORMANCE_TARGET} | not measured | unknown |`,
      ...categoryLines(undefined).rows,
      '',
      `Lighthouse did not run: ${outcome.reason}`,
      '',
    ];
  }
  const { figures, scores, loadPerCore } = outcome;
  const categories = categoryLines(figures);
  const lines = [
    ...head,
    `\`${pageUrl}\` on the real server (the built apps, a fresh seeded embedded database, ROBOTS_INDEX=true), Lighthouse ${figures.lighthouseVersion}`,
    `default mobile settings (simulated slow 4G, 4× CPU slowdown), ${cell(figures.userAgent)};`,
    `median of ${scores.length} runs by performance score (scores ${scores.join(', ')}; the other categories are that run's). Chromium may resolve no host but loopback.`,
    '',
    ...targetHead,
    `| Lighthouse mobile performance ≥ ${PERFORMANCE_TARGET} | ${figures.score} | ${met(figures.score >= PERFORMANCE_TARGET)} |`,
    ...categories.rows,
    '',
    ...(categories.failures.length > 0 ? [...categories.failures, ''] : []),
    '| metric | value | metric score |',
    '| --- | --- | --- |',
    ...figures.metrics.map((metric) => `| ${metric.title} | ${metric.display} | ${metric.score === null ? 'n/a' : Math.round(metric.score * 100)} |`),
    '',
    `Page weight ${figures.totalKiB.toFixed(0)} KiB in ${figures.requests} requests; main-thread work ${(figures.mainThreadMs / 1000).toFixed(1)} s (at the 4× CPU slowdown).`,
    `Machine during the audit: load ${loadPerCore.toFixed(1)} per core, Lighthouse CPU benchmark index ${Math.round(figures.benchmarkIndex)}; the CPU-bound figures (TBT, main-thread work) grow with load.`,
    `Requests outside loopback: ${figures.offLoopback.length === 0 ? 'none' : `**${figures.offLoopback.length}** (${figures.offLoopback.map((url) => `\`${url}\``).join(', ')})`}.`,
    '',
    ...recorderComparisonLines(outcome.withoutRecorder, figures),
  ];
  if (figures.score < PERFORMANCE_TARGET && figures.causes.length > 0) {
    lines.push(
      'Audits Lighthouse blames, largest estimated saving first:',
      '',
      '| audit | finding | estimated saving |',
      '| --- | --- | --- |',
      ...figures.causes.slice(0, MAX_CAUSES).map((cause) => `| ${cell(cause.title)} (\`${cause.id}\`) | ${cell(cause.display) || '–'} | ${savingsText(cause)} |`),
      '',
    );
  }
  if (figures.warnings.length > 0) lines.push(...figures.warnings.map((warning) => `Lighthouse warned: ${cell(warning)}`), '');
  return lines;
}
