// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { renderWithServer, withStatus } from '../../testing/render-with-server';
import { wait, withFakePageClock } from './testing/render-order-page';
import BuyerLinkRoute from './buyer-link-route';

const TOKEN = 'Q'.repeat(43);
const ORDER_NO = '20250101000000000001';

/** Where the link sent the buyer. */
function Landed() {
  const location = useLocation();
  return <output data-testid="landed">{`${location.pathname}${location.search}`}</output>;
}

const ALSO = ['/querypay', '/result', '/orderDetail'].map((path) => ({ path, element: <Landed /> }));

describe('a buyer link (/link#token, the spec\'s POST {token})', () => {
  withFakePageClock();
  let unmount: (() => void) | undefined;
  afterEach(() => unmount?.());

  it('sends the token in the body of resolveBuyerLink, not in any address, and goes on to pay the order it names', async () => {
    const page = renderWithServer(
      <BuyerLinkRoute />,
      { '/v1/link/resolve': () => ({ success: true, code: 0, result: { orderNo: ORDER_NO, next: 'pay' } }) },
      { route: '/link', at: `/link?from=health#${TOKEN}`, also: ALSO },
    );
    unmount = page.unmount;
    await wait(0);
    expect(page.asked).toEqual([{ path: '/v1/link/resolve', body: { token: TOKEN } }]);
    expect(page.container.querySelector('[data-testid="landed"]')?.textContent).toBe(`/querypay?orderNo=${ORDER_NO}&from=health`);
  });

  it('goes to the result of a paid order', async () => {
    const page = renderWithServer(
      <BuyerLinkRoute />,
      { '/v1/link/resolve': () => ({ success: true, code: 0, result: { orderNo: ORDER_NO, next: 'result' } }) },
      { route: '/link', at: `/link#${TOKEN}`, also: ALSO },
    );
    unmount = page.unmount;
    await wait(0);
    expect(page.container.querySelector('[data-testid="landed"]')?.textContent).toBe(`/result?orderNo=${ORDER_NO}`);
  });

  it('says 链接不存在或已失效 for an expired link, and asks nothing for a malformed one', async () => {
    const expired = renderWithServer(
      <BuyerLinkRoute />,
      { '/v1/link/resolve': () => withStatus(404, { success: false, code: 40400, message: '链接不存在或已失效，请重新获取' }) },
      { route: '/link', at: `/link#${TOKEN}`, also: ALSO },
    );
    await wait(0);
    expect(expired.container.textContent).toContain('链接不存在或已失效，请重新获取');
    expired.unmount();

    const malformed = renderWithServer(<BuyerLinkRoute />, {}, { route: '/link', at: '/link#1234', also: ALSO });
    unmount = malformed.unmount;
    await wait(0);
    expect(malformed.asked).toEqual([]);
    expect(malformed.container.textContent).toContain('链接不存在或已失效，请重新获取');
  });
});
