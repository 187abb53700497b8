// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderApp, until, withCleanApp } from '../../app/testing/render-app';

const SIGNED = 'payApplyNo=PA20261121100000123456&timeStamp=1795312800000&sign=' + 'A'.repeat(40) + '&checkNo=A1B2C3D4E5F60718&from=ba';

describe('/mockpay, the simulated cashier', () => {
  withCleanApp();

  it('shows the amount of the payment the server opened, not the premium this tab last calculated', async () => {
    // The real product's trial (176.50) is still in the session; the simulated order costs 2 x 100 yuan.
    sessionStorage.setItem('TRIAL_RET', JSON.stringify({ payType: 1, initialPremium: 17650 }));
    const app = renderApp(`/mockpay?${SIGNED}&amount=20000`);
    await until(() => expect(app.container.querySelector('[data-testid="pay-amount"]')?.textContent).toBe('200.00元'));
    expect(app.container.textContent).not.toContain('176.50');
    expect(app.container.textContent).toContain('PA20261121100000123456');
  });

  it('shows no figure rather than a guess when the link names no amount', async () => {
    sessionStorage.setItem('TRIAL_RET', JSON.stringify({ payType: 1, initialPremium: 17650 }));
    const app = renderApp(`/mockpay?${SIGNED}&amount=abc`);
    await until(() => expect(app.container.querySelector('[data-testid="pay-amount"]')?.textContent).toBe('-'));
    expect(app.container.textContent).not.toContain('176.50');
  });
});
