import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { offLoopbackUrls, readLighthouseFigures } from './lighthouse-figures';

function audit(id: string, fields: Record<string, unknown> = {}) {
  return { id, title: `title of ${id}`, description: '', score: 1, scoreDisplayMode: 'numeric', ...fields };
}

function lhr(score: number | null, audits: ReturnType<typeof audit>[]): Result {
  return {
    lighthouseVersion: '12.8.2',
    environment: { hostUserAgent: 'Chrome/156', benchmarkIndex: 1200.5 },
    runWarnings: [],
    categories: { performance: { id: 'performance', title: 'Performance', score, auditRefs: [] } },
    audits: Object.fromEntries(audits.map((entry) => [entry.id, entry])),
  } as unknown as Result;
}

const metrics = [
  audit('first-contentful-paint', { displayValue: '9.4 s', score: 0 }),
  audit('largest-contentful-paint', { displayValue: '14.2 s', score: 0, metricSavings: { LCP: 11_000 } }),
  audit('total-blocking-time', { displayValue: '490 ms', score: 0.59 }),
  audit('cumulative-layout-shift', { displayValue: '0.356', score: 0.31 }),
  audit('speed-index', { displayValue: '9.4 s', score: 0.12 }),
];

describe('readLighthouseFigures', () => {
  it('gives the performance score out of 100 and the five metrics as Lighthouse displays them', () => {
    const figures = readLighthouseFigures(lhr(0.274, metrics));
    expect(figures.score).toBe(27);
    expect(figures.benchmarkIndex).toBe(1200.5);
    expect(figures.metrics.map((metric) => [metric.id, metric.display, metric.score])).toEqual([
      ['first-contentful-paint', '9.4 s', 0],
      ['largest-contentful-paint', '14.2 s', 0],
      ['total-blocking-time', '490 ms', 0.59],
      ['cumulative-layout-shift', '0.356', 0.31],
      ['speed-index', '9.4 s', 0.12],
    ]);
  });

  it('blames failing audits with an estimated saving, largest time saving first, and skips insight duplicates', () => {
    const figures = readLighthouseFigures(
      lhr(0.3, [
        ...metrics,
        audit('unused-javascript', { score: 0, displayValue: 'Est savings of 319 KiB', metricSavings: { FCP: 750, LCP: 1650 } }),
        audit('uses-text-compression', { score: 0, displayValue: 'Est savings of 1,199 KiB', metricSavings: { FCP: 1350, LCP: 6400 } }),
        audit('layout-shifts', { score: 0, metricSavings: { CLS: 0.356 } }),
        audit('render-blocking-resources', { score: 0.5, metricSavings: { FCP: 0, LCP: 0 } }),
        audit('server-response-time', { score: 1, metricSavings: { LCP: 5 } }),
        audit('render-blocking-insight', { score: 0, metricSavings: { FCP: 300 } }),
      ]),
    );
    expect(figures.causes.map((cause) => cause.id)).toEqual(['uses-text-compression', 'unused-javascript', 'layout-shifts']);
    expect(figures.causes[0]).toMatchObject({ display: 'Est savings of 1,199 KiB', savings: { FCP: 1350, LCP: 6400 } });
  });

  it('sums page weight, requests and main-thread work, and lists requests that left loopback', () => {
    const figures = readLighthouseFigures(
      lhr(0.95, [
        ...metrics,
        audit('total-byte-weight', { numericValue: 2048 }),
        audit('network-requests', {
          details: { type: 'table', items: [{ url: 'http://127.0.0.1:4182/h' }, { url: 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js' }, { url: 'data:image/svg+xml,%3Csvg' }] },
        }),
        audit('mainthread-work-breakdown', { details: { type: 'table', items: [{ duration: 1200 }, { duration: 300.5 }] } }),
      ]),
    );
    expect(figures).toMatchObject({ totalKiB: 2, requests: 3, mainThreadMs: 1500.5, offLoopback: ['https://res.wx.qq.com/open/js/jweixin-1.6.0.js'] });
  });

  it('scores the other categories of the run and names their counted audits that did not pass', () => {
    const result = lhr(0.9, [
      ...metrics,
      audit('color-contrast', { score: 0 }),
      audit('html-has-lang', { score: 1 }),
      audit('meta-description', { score: 0 }),
      audit('manual-check', { score: 0 }),
    ]);
    const categories = result.categories as Record<string, unknown>;
    categories.accessibility = {
      id: 'accessibility',
      title: 'Accessibility',
      score: 0.904,
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'html-has-lang', weight: 7 },
        { id: 'manual-check', weight: 0 },
      ],
    };
    categories.seo = { id: 'seo', title: 'SEO', score: 0.75, auditRefs: [{ id: 'meta-description', weight: 1 }] };
    const figures = readLighthouseFigures(result);
    expect(figures.otherCategories).toEqual([
      { id: 'accessibility', title: 'Accessibility', score: 90, failing: [{ id: 'color-contrast', title: 'title of color-contrast' }] },
      { id: 'seo', title: 'SEO', score: 75, failing: [{ id: 'meta-description', title: 'title of meta-description' }] },
    ]);
  });

  it('fails with Lighthouse’s own reason when the page could not be scored', () => {
    const failed = { ...lhr(null, metrics), runtimeError: { code: 'CHROME_INTERSTITIAL_ERROR', message: 'Chrome prevented page load with an interstitial.' } };
    expect(() => readLighthouseFigures(failed)).toThrow('Chrome prevented page load with an interstitial.');
  });
});

describe('offLoopbackUrls', () => {
  it('keeps only network URLs to hosts other than this machine', () => {
    expect(
      offLoopbackUrls(['http://localhost:4182/a.js', 'http://[::1]:4182/b.js', 'blob:http://127.0.0.1/x', 'ws://example.com/socket', 'http://192.168.1.2/c.js']),
    ).toEqual(['ws://example.com/socket', 'http://192.168.1.2/c.js']);
  });
});
