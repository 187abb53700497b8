// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useDictionaries } from '../order-flow/use-dictionaries';
import { renderWithServer } from '../testing/render-with-server';
import { wait, withFakePageClock } from '../pages/order/testing/render-order-page';
import { useDictionary } from './use-dictionary';

const DICT_CALL = '/v1/common/queryDictList';
const CERT_TYPES = { success: true, code: 0, result: [{ value: '01', label: '身份证' }] };

function CertTypeLabel() {
  const items = useDictionary('certiType');
  return <p data-testid="one">{items === undefined ? 'loading' : (items[0]?.label ?? 'none')}</p>;
}

function CertTypeLabels() {
  const dictionaries = useDictionaries(['certiType']);
  return <p data-testid="many">{dictionaries.certiType?.[0]?.label ?? 'missing'}</p>;
}

describe('server dictionaries through the query layer', () => {
  withFakePageClock();
  let unmount: (() => void) | undefined;
  afterEach(() => unmount?.());

  it('asks once for a dictionary two blocks show, and both show its items', async () => {
    const page = renderWithServer(<><CertTypeLabel /><CertTypeLabels /></>, { [DICT_CALL]: () => CERT_TYPES }, { at: '/?goodsId=G1' });
    unmount = page.unmount;
    expect(page.container.querySelector('[data-testid="one"]')?.textContent).toBe('loading');
    await wait(1);
    expect(page.askedAt(DICT_CALL).map((request) => request.body)).toEqual([{ dictType: 'certiType', goodsId: 'G1' }]);
    expect(page.container.querySelector('[data-testid="one"]')?.textContent).toBe('身份证');
    expect(page.container.querySelector('[data-testid="many"]')?.textContent).toBe('身份证');
  });

  it('shows no items after a failure, and asks again when the block is opened again', async () => {
    let refuse = true;
    const page = renderWithServer(<CertTypeLabel />, { [DICT_CALL]: () => (refuse ? { success: false, code: 50000, message: '系统异常' } : CERT_TYPES) });
    unmount = page.unmount;
    await wait(1);
    expect(page.container.querySelector('[data-testid="one"]')?.textContent).toBe('none');
    expect(page.toasts).toEqual(['系统异常']);
    refuse = false;
    page.remount();
    expect(page.container.querySelector('[data-testid="one"]')?.textContent).toBe('loading');
    await wait(1);
    expect(page.askedAt(DICT_CALL)).toHaveLength(2);
    expect(page.container.querySelector('[data-testid="one"]')?.textContent).toBe('身份证');
  });
});
