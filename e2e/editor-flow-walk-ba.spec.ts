import { test } from '@playwright/test';
import { walkTenant } from './flow-walk-steps';

// Tenant ba's walk runs on the second server, beside the other editor specs, to even out the halves;
// only the asset spec before it changes a ba template (a new banner, which the walk also pictures).
test.describe('the flow walk', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });
  test.describe.configure({ timeout: 900_000 });

  test('passes every seeded template of tenant ba, a picture of every page', async ({ page, baseURL }) => {
    await walkTenant(page, baseURL ?? '', 'ba');
  });
});
