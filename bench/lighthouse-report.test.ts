import { describe, expect, it } from 'vitest';
import type { LighthouseFigures } from './lighthouse-figures';
import { lighthouseReportLines } from './lighthouse-report';

const figures: LighthouseFigures = {
  score: 27,
  otherCategories: [
    { id: 'accessibility', title: 'Accessibility', score: 90, failing: [{ id: 'color-contrast', title: 'Background and foreground colors do not have a sufficient contrast ratio.' }] },
    { id: 'best-practices', title: 'Best Practices', score: 100, failing: [] },
  ],
  metrics: [
    { id: 'first-contentful-paint', title: 'First Contentful Paint', display: '9.4 s', score: 0 },
    { id: 'cumulative-layout-shift', title: 'Cumulative Layout Shift', display: '0.356', score: 0.31 },
  ],
  causes: [
    { id: 'uses-text-compression', title: 'Enable text compression', display: 'Est savings of 1,199 KiB', savings: { FCP: 1350, LCP: 6400.4 } },
    { id: 'layout-shifts', title: 'Avoid large layout shifts', display: '2 layout shifts found', savings: { CLS: 0.3561 } },
  ],
  totalKiB: 1685.2,
  requests: 180,
  mainThreadMs: 5000,
  offLoopback: [],
  lighthouseVersion: '12.8.2',
  userAgent: 'Mozilla/5.0 HeadlessChrome/156',
  benchmarkIndex: 845.5,
  warnings: [],
};
const page = '/h?promotionId=health-baiwan';

describe('lighthouseReportLines', () => {
  it('puts both targets side by side and says which one is missed', () => {
    const text = lighthouseReportLines({ status: 'measured', figures, scores: [25, 27, 31], loadPerCore: 9.25 }, 148.9 * 1024, page).join('\n');
    expect(text).toContain('| first load of this page, all it downloads before it is built (gzip) ≤ 150.0 KiB | 148.9 KiB | yes |');
    expect(text).toContain('| Lighthouse mobile performance ≥ 97 | 27 | **no** |');
    expect(text).toContain('| First Contentful Paint | 9.4 s | 0 |');
    expect(text).toContain('| Cumulative Layout Shift | 0.356 | 31 |');
    expect(text).toContain("median of 3 runs by performance score (scores 25, 27, 31; the other categories are that run's)");
    expect(text).toContain('Requests outside loopback: none.');
    expect(text).toContain('load 9.3 per core, Lighthouse CPU benchmark index 846');
  });

  it('sets the page as served beside the same audit with the recorder refused', () => {
    const refused = { ...figures, score: 30, metrics: figures.metrics.map((metric) => (metric.title === 'First Contentful Paint' ? { ...metric, display: '9.1 s' } : metric)) };
    const text = lighthouseReportLines({ status: 'measured', figures, scores: [27], loadPerCore: 0.5, withoutRecorder: { figures: refused, scores: [30, 29] } }, 100 * 1024, page).join('\n');
    expect(text).toContain('(scores 30, 29): what the recorder costs this audit.');
    expect(text).toContain('| performance score | 27 | 30 |');
    expect(text).toContain('| First Contentful Paint | 9.4 s | 9.1 s |');
    const without = lighthouseReportLines({ status: 'measured', figures, scores: [27], loadPerCore: 0.5 }, 100 * 1024, page).join('\n');
    expect(without).toContain('With the sales-process recorder refused: not measured');
  });

  it('holds accessibility and best practices to 100 and SEO to 90, naming what failed and what was not audited', () => {
    const text = lighthouseReportLines({ status: 'measured', figures, scores: [27], loadPerCore: 0.5 }, 100 * 1024, page).join('\n');
    expect(text).toContain('| Lighthouse mobile accessibility = 100 | 90 | **no** |');
    expect(text).toContain('| Lighthouse mobile best practices = 100 | 100 | yes |');
    expect(text).toContain('| Lighthouse mobile SEO ≥ 90 | not measured | unknown |');
    expect(text).toContain('Failing accessibility audits: Background and foreground colors do not have a sufficient contrast ratio. (`color-contrast`).');
  });

  it('lists the blamed audits with their savings when the score misses the target', () => {
    const text = lighthouseReportLines({ status: 'measured', figures, scores: [27], loadPerCore: 0.5 }, 100 * 1024, page).join('\n');
    expect(text).toContain('| Enable text compression (`uses-text-compression`) | Est savings of 1,199 KiB | FCP 1350 ms, LCP 6400 ms |');
    expect(text).toContain('| Avoid large layout shifts (`layout-shifts`) | 2 layout shifts found | CLS 0.356 |');
  });

  it('leaves the causes out once the target is met, and flags requests that left the machine', () => {
    const passing = { ...figures, score: 98, offLoopback: ['https://example.com/a.js'] };
    const text = lighthouseReportLines({ status: 'measured', figures: passing, scores: [98], loadPerCore: 0.5 }, 160 * 1024, page).join('\n');
    expect(text).toContain('| Lighthouse mobile performance ≥ 97 | 98 | yes |');
    expect(text).toContain('| first load of this page, all it downloads before it is built (gzip) ≤ 150.0 KiB | 160.0 KiB | **no** |');
    expect(text).not.toContain('Enable text compression');
    expect(text).toContain('Requests outside loopback: **1** (`https://example.com/a.js`).');
  });

  it('still reports the first-load JS target and says why Lighthouse did not run', () => {
    const reason = 'Chromium not found at /usr/bin/chromium.';
    const lines = lighthouseReportLines({ status: 'not measured', reason }, 148.9 * 1024, page);
    expect(lines).toContain('| Lighthouse mobile performance ≥ 97 | not measured | unknown |');
    expect(lines).toContain('| Lighthouse mobile SEO ≥ 90 | not measured | unknown |');
    expect(lines).toContain(`Lighthouse did not run: ${reason}`);
    expect(lines).toContain('| first load of this page, all it downloads before it is built (gzip) ≤ 150.0 KiB | 148.9 KiB | yes |');
  });
});
