// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderApp, until, withCleanApp } from '../../app/testing/render-app';

const PARTNER_SEARCH = '?promotionId=health-baiwan&channelCode=cps01&thirdOrderNoType=CPS&thirdOrderNo=T20250101&orderNo=20250101000000000001';

describe.each([
  { entry: '/RedirectCps', to: '/h' },
  { entry: '/ResultsCps', to: '/result' },
])('$entry, a CPS partner\'s entry', ({ entry, to }) => {
  withCleanApp();

  it(`forwards to ${to} with every address parameter, and Back returns to the partner's page, not to the entry`, async () => {
    const app = renderApp(`${entry}${PARTNER_SEARCH}`, {}, ['/partner-landing']);
    await until(() => expect(app.address()).toBe(`${to}${PARTNER_SEARCH}`));
    app.back();
    await until(() => expect(app.address()).toBe('/partner-landing'));
  });
});
