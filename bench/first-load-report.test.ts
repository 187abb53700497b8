import { describe, expect, it } from 'vitest';
import type { PromotionFirstLoad } from './first-load-audit';
import { firstLoadReportLines } from './first-load-report';

const row = (promotionId: string, htmlGzip: number, addedGzip: number, addedFiles: string[]): PromotionFirstLoad => ({
  promotionId,
  tenant: promotionId.split('-')[0]!,
  page: `/h?promotionId=${promotionId}`,
  htmlGzip,
  htmlFiles: 9,
  addedGzip,
  addedFiles,
  banner: { url: '/media/a.png', bytes: 35 * 1024, type: 'image/png', cacheControl: 'public, max-age=31536000, immutable', encoding: 'none' },
});

describe('the first-load section of the report', () => {
  it('adds what the page asks for to what its HTML references, per promotion, against the target', () => {
    const text = firstLoadReportLines({
      status: 'measured',
      sameHtml: true,
      promotions: [row('health-baiwan', 100 * 1024, 40 * 1024, ['assets/validators.js']), row('ba-life', 120 * 1024, 40 * 1024, ['assets/validators.js', 'assets/chart.js'])],
    }).join('\n');
    expect(text).toContain('| `health-baiwan` (health) | 100.0 KiB in 9 files | 40.0 KiB in 1 files | 140.0 KiB | yes | 35.0 KiB image/png, `public, max-age=31536000, immutable` |');
    expect(text).toContain('| `ba-life` (ba) | 120.0 KiB in 9 files | 40.0 KiB in 2 files | 160.0 KiB | **no** |');
    expect(text).toContain('the same files for every promotion');
    expect(text).toContain('Asked for after the HTML: `validators.js`, `chart.js`.');
  });

  it('says why nothing was measured', () => {
    expect(firstLoadReportLines({ status: 'not measured', reason: 'no build in dist' })).toContain('Not measured: no build in dist.');
  });
});
