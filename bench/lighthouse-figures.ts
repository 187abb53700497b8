import type { Result } from 'lighthouse';

type Audit = Result['audits'][string];

/** One of the five metrics the performance score is made of, as Lighthouse displays it. */
export interface LighthouseMetric {
  readonly id: string;
  readonly title: string;
  readonly display: string;
  /** 0 to 1, how the metric counts towards the performance score. */
  readonly score: number | null;
}

/** A failing audit that Lighthouse estimates costs the page time or layout stability. */
export interface LighthouseCause {
  readonly id: string;
  readonly title: string;
  readonly display: string;
  /** Estimated savings per metric: milliseconds for FCP, LCP and TBT, a layout-shift score for CLS. */
  readonly savings: Readonly<Record<string, number>>;
}

/** A category other than performance (accessibility, best practices, SEO), as one run scored it. */
export interface LighthouseCategory {
  readonly id: string;
  readonly title: string;
  /** 0 to 100. */
  readonly score: number;
  /** The audits of the category that count towards its score and did not pass. */
  readonly failing: readonly { readonly id: string; readonly title: string }[];
}

/** The categories audited beside performance, in the order the report lists them. */
export const OTHER_CATEGORY_IDS = ['accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigures {
  /** The performance category score, 0 to 100. */
  readonly score: number;
  /** Accessibility, best practices and SEO of the same run (those that were audited). */
  readonly otherCategories: readonly LighthouseCategory[];
  readonly metrics: readonly LighthouseMetric[];
  readonly causes: readonly LighthouseCause[];
  /** Context for the causes: page weight, request count, main-thread work. */
  readonly totalKiB: number;
  readonly requests: number;
  readonly mainThreadMs: number;
  /** Every URL the page requested outside loopback: must stay empty for an offline audit. */
  readonly offLoopback: readonly string[];
  readonly lighthouseVersion: string;
  readonly userAgent: string;
  /** Lighthouse's measure of this machine's CPU at the time; CPU-bound metrics (TBT) grow as it falls. */
  readonly benchmarkIndex: number;
  readonly warnings: readonly string[];
}

export const METRIC_IDS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function tableItems(audit: Audit | undefined): Record<string, unknown>[] {
  const details = audit?.details as { items?: unknown } | undefined;
  return Array.isArray(details?.items) ? (details.items as Record<string, unknown>[]) : [];
}

/** Network URLs leaving this machine; `data:` and `blob:` URLs never touch the network. */
export function offLoopbackUrls(urls: readonly string[]): string[] {
  return urls.filter((url) => {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed || !/^(https?|wss?):$/.test(parsed.protocol)) return false;
    return !LOOPBACK_HOSTS.has(parsed.hostname);
  });
}

function savingsOf(audit: Audit): Record<string, number> {
  return Object.fromEntries(Object.entries(audit.metricSavings ?? {}).filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0));
}

/** Time saved is what moves the score; CLS savings are on another scale and sort after. */
const weight = (cause: LighthouseCause) => Math.max(cause.savings.LCP ?? 0, cause.savings.FCP ?? 0, cause.savings.TBT ?? 0);

function otherCategories(lhr: Result): LighthouseCategory[] {
  return OTHER_CATEGORY_IDS.flatMap((id) => {
    const category = lhr.categories[id];
    if (!category || category.score === null) return [];
    const failing = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit): audit is Audit => audit !== undefined && audit.score !== null && audit.score < 1)
      .map((audit) => ({ id: audit.id, title: audit.title }));
    return [{ id, title: category.title, score: Math.round(category.score * 100), failing }];
  });
}

/** The figures the bench reports from one Lighthouse result: the performance category, and the others audited. */
export function readLighthouseFigures(lhr: Result): LighthouseFigures {
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse gave no performance score${lhr.runtimeError ? `: ${lhr.runtimeError.message}` : ''}`);
  const metrics = METRIC_IDS.map((id) => {
    const audit = lhr.audits[id];
    return { id, title: audit?.title ?? id, display: audit?.displayValue ?? 'n/a', score: audit?.score ?? null };
  });
  const causes = Object.values(lhr.audits)
    // The `-insight` audits restate the classic ones in the newer trace-based form: counted once.
    .filter((audit) => !METRIC_IDS.includes(audit.id) && !audit.id.endsWith('-insight') && audit.score !== null && audit.score < 0.9)
    .map((audit) => ({ id: audit.id, title: audit.title, display: audit.displayValue ?? '', savings: savingsOf(audit) }))
    .filter((cause) => Object.keys(cause.savings).length > 0)
    .sort((a, b) => weight(b) - weight(a) || (b.savings.CLS ?? 0) - (a.savings.CLS ?? 0));
  const requests = tableItems(lhr.audits['network-requests']);
  const mainThread = tableItems(lhr.audits['mainthread-work-breakdown']);
  return {
    score: Math.round(score * 100),
    otherCategories: otherCategories(lhr),
    metrics,
    causes,
    totalKiB: (lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024,
    requests: requests.length,
    mainThreadMs: mainThread.reduce((sum, item) => sum + (typeof item.duration === 'number' ? item.duration : 0), 0),
    offLoopback: offLoopbackUrls(requests.map((item) => String(item.url))),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
  };
}
