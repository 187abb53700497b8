import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

type Reply = { status?: number; data: unknown } | 'network';

function setup(replies: (config: InternalAxiosRequestConfig) => Reply, now = () => 0) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const reply = replies(config);
    if (reply === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    return { data: reply.data, status: reply.status ?? 200, statusText: 'OK', headers: {}, config };
  };
  const notifier = { toast: vi.fn(), reminder: vi.fn(async () => undefined) };
  const client = createApiClient({ tenant: 'ba', userId: 'u1', notifier, adapter, now });
  return { client, seen, notifier };
}

const orderBody = { planId: 'P1', holder: {}, insuredList: [], packageList: [] } as never;

describe('api client', () => {
  it('sends the fixed headers, the tenant header and credentials under /api', async () => {
    const { client, seen } = setup(() => ({ data: { success: true, code: 0, result: {} } }));
    await client.call('queryGoodsTemplateConfig', { promotionId: 'p1' }, { promotionId: 'p1' });
    const config = seen[0]!;
    expect(config.baseURL).toBe('/api');
    expect(config.url).toBe('/v1/insure/queryGoodsTemplateConfig');
    expect(config.params).toEqual({ promotionId: 'p1' });
    expect(config.withCredentials).toBe(true);
    expect(config.headers['x-tenant-code']).toBe('ba');
    expect(config.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(config.headers['X-User-Id']).toBe('u1');
  });

  it('url-encodes the body of a form call', async () => {
    const { client, seen } = setup(() => ({ data: { success: true, result: { url: '/x' } } }));
    await client.call('uploadImage', { fileStr: 'data:image/png;base64,AAAA', fileName: 'a.png' } as never);
    expect(seen[0]!.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(String(seen[0]!.data)).toContain('fileStr=data%3Aimage%2Fpng%3Bbase64%2CAAAA');
  });

  it('merges identical calls in flight into one request', async () => {
    const { client, seen } = setup(() => ({ data: { success: true, value: [] } }));
    await Promise.all([client.call('queryClauseInfo', { goodsId: 'G', planId: 'P' }), client.call('queryClauseInfo', { goodsId: 'G', planId: 'P' })]);
    expect(seen).toHaveLength(1);
  });

  it('counts the requests on the network, down again whether they answer or fail', async () => {
    const answers: Array<() => void> = [];
    const adapter: AxiosAdapter = (config) =>
      new Promise((resolve, reject) => {
        const failing = config.url?.includes('queryDocumentDetail') ?? false;
        answers.push(() => (failing ? reject(new AxiosError('Network Error', 'ERR_NETWORK', config)) : resolve({ data: { success: true, value: [] }, status: 200, statusText: 'OK', headers: {}, config })));
      });
    const client = createApiClient({ tenant: 'ba', notifier: { toast: vi.fn(), reminder: vi.fn(async () => undefined) }, adapter });
    expect(client.callsInFlight()).toBe(0);
    const clauses = client.call('queryClauseInfo', { goodsId: 'G', planId: 'P' });
    const document = client.call('queryDocumentDetail', { id: 'D1' });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(client.callsInFlight()).toBe(2);
    answers[0]?.();
    await clauses;
    expect(client.callsInFlight()).toBe(1);
    answers[1]?.();
    await expect(document).rejects.toMatchObject({ kind: 'network' });
    expect(client.callsInFlight()).toBe(0);
  });

  it('de-duplicates order queries within a second, and asks again after it', async () => {
    let time = 0;
    const { client, seen } = setup(() => ({ data: { success: true, result: {} } }), () => time);
    await client.call('queryOrderDetail', { orderNo: 'O1' } as never);
    time = 500;
    await client.call('queryOrderDetail', { orderNo: 'O1' } as never);
    expect(seen).toHaveLength(1);
    time = 1500;
    await client.call('queryOrderDetail', { orderNo: 'O1' } as never);
    expect(seen).toHaveLength(2);
  });

  it('toasts a refusal and passes it on as a rejected result', async () => {
    const { client, notifier } = setup(() => ({ status: 400, data: { success: false, code: 40000, message: '请求参数有误' } }));
    await expect(client.call('queryDocumentDetail', { id: 'D1' })).rejects.toMatchObject({ kind: 'refused', code: 40000, httpStatus: 400 });
    expect(notifier.toast).toHaveBeenCalledWith('请求参数有误');
  });

  it('shows 20000 and 20019 in the 温馨提示 dialog on premium calculation, not as a toast', async () => {
    for (const code of [20000, 20019]) {
      const { client, notifier } = setup(() => ({ status: 400, data: { success: false, code, message: '被保人年龄不符合投保要求' } }));
      await expect(client.call('premiumCalculate', orderBody)).rejects.toBeInstanceOf(ApiError);
      expect(notifier.reminder).toHaveBeenCalledWith('被保人年龄不符合投保要求');
      expect(notifier.toast).not.toHaveBeenCalled();
    }
  });

  it('toasts other codes on premium calculation', async () => {
    const { client, notifier } = setup(() => ({ data: { success: false, code: 40400, message: '方案不存在' } }));
    await expect(client.call('premiumCalculate', orderBody)).rejects.toMatchObject({ kind: 'refused' });
    expect(notifier.toast).toHaveBeenCalledWith('方案不存在');
    expect(notifier.reminder).not.toHaveBeenCalled();
  });

  it('tells a network failure in the spec words, with its own text for sending a code', async () => {
    const { client, notifier } = setup(() => 'network');
    await expect(client.call('queryDocumentDetail', { id: 'D1' })).rejects.toMatchObject({ kind: 'network' });
    expect(notifier.toast).toHaveBeenLastCalledWith('网络异常，请稍后重试');
    await expect(client.call('sendValidateCode', { planId: 'P', target: '13912345678' } as never)).rejects.toMatchObject({ kind: 'network' });
    expect(notifier.toast).toHaveBeenLastCalledWith('网络错误，请稍后重试');
  });

  it('tells a gateway error page or an empty reply as a network failure, not a server message', async () => {
    for (const reply of [{ status: 502, data: '<html><body>502 Bad Gateway</body></html>' }, { status: 504, data: '' }]) {
      const { client, notifier } = setup(() => reply);
      await expect(client.call('premiumCalculate', orderBody)).rejects.toMatchObject({ kind: 'network', message: '网络异常，请稍后重试' });
      expect(notifier.toast).toHaveBeenCalledWith('网络异常，请稍后重试');
      expect(notifier.reminder).not.toHaveBeenCalled();
    }
  });

  it('says 系统异常 for a server error envelope without a message', async () => {
    const { client, notifier } = setup(() => ({ status: 500, data: { success: false, code: 50000 } }));
    await expect(client.call('queryDocumentDetail', { id: 'D1' })).rejects.toMatchObject({ kind: 'refused', code: 50000, httpStatus: 500 });
    expect(notifier.toast).toHaveBeenCalledWith('系统异常，请稍后重试');
  });

  it('says 保费试算异常 for a premium trial refused without a message, and the server\'s words when it has some', async () => {
    const bare = setup(() => ({ data: { success: false } }));
    const trial = { goodsId: 'G', planId: 'P', premiumCalculatePackageList: [] } as never;
    await expect(bare.client.call('getPremium', trial)).rejects.toMatchObject({ kind: 'refused', message: '保费试算异常' });
    expect(bare.notifier.toast).toHaveBeenCalledWith('保费试算异常');
    const worded = setup(() => ({ data: { success: false, message: '投保年龄不符' } }));
    await expect(worded.client.call('getPremium', trial)).rejects.toMatchObject({ message: '投保年龄不符' });
    expect(worded.notifier.toast).toHaveBeenCalledWith('投保年龄不符');
  });

  it('says 系统异常，请稍后重试 for a code check refused without a message, not 网络错误', async () => {
    const verify = { planId: 'P', target: '13912345678', validateCode: '123456' } as never;
    const bare = setup(() => ({ status: 400, data: { success: false } }));
    await expect(bare.client.call('verifyValidateCode', verify)).rejects.toMatchObject({ kind: 'refused', message: '系统异常，请稍后重试' });
    expect(bare.notifier.toast).toHaveBeenCalledWith('系统异常，请稍后重试');
    const worded = setup(() => ({ status: 400, data: { success: false, message: '验证码已过期' } }));
    await expect(worded.client.call('verifyValidateCode', verify)).rejects.toMatchObject({ message: '验证码已过期' });
  });

  it('toasts neither a refused occupation check (its alert says it) nor a failed clause fetch', async () => {
    const refused = setup(() => ({ status: 400, data: { success: false, code: 40000, message: '该职业类别不在承保范围内' } }));
    const occupation = { checkValue: '0101001', metaInsureFactorCode: 'occupation', metaInsureFactorType: 'insured', goodsId: 'G' } as const;
    await expect(refused.client.call('checkOccupationCategoryLimit', occupation)).rejects.toMatchObject({ kind: 'refused', message: '该职业类别不在承保范围内' });
    await expect(refused.client.call('queryClauseInfo', { goodsId: 'G', planId: 'P' })).rejects.toMatchObject({ kind: 'refused' });
    expect(refused.notifier.toast).not.toHaveBeenCalled();
    const offline = setup(() => 'network');
    await expect(offline.client.call('queryClauseInfo', { goodsId: 'G', planId: 'P' })).rejects.toMatchObject({ kind: 'network' });
    expect(offline.notifier.toast).not.toHaveBeenCalled();
  });

  it('keeps the staff check silent when it fails', async () => {
    const { client, notifier } = setup(() => ({ data: { success: false, message: '查询失败' } }));
    await expect(client.call('isECIFStaff', { clientname: '张三', identifynumber: '1', identifytype: 'I' } as never)).rejects.toBeInstanceOf(ApiError);
    expect(notifier.toast).not.toHaveBeenCalled();
  });

  it('never sends a call it is told to refuse: says why once and rejects, while other calls go through', async () => {
    const seen: string[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push(String(config.url));
      return { data: { success: true, value: [] }, status: 200, statusText: 'OK', headers: {}, config };
    };
    const notifier = { toast: vi.fn(), reminder: vi.fn(async () => undefined) };
    const client = createApiClient({ tenant: 'ba', notifier, adapter, refuses: { call: (name) => name === 'saveOrder', refusedMessage: '预览中不保存' } });
    await expect(client.call('saveOrder', orderBody)).rejects.toMatchObject({ kind: 'refused', message: '预览中不保存' });
    expect(notifier.toast).toHaveBeenCalledWith('预览中不保存');
    await client.call('queryClauseInfo', { goodsId: 'G', planId: 'P' });
    expect(seen).toEqual(['/latestGoods/queryClauseInfo']);
  });

  it('adds the headers of the moment to each request: a recording that starts later is named from then on', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config);
      return { data: { success: true, code: 0, result: {} }, status: 200, statusText: 'OK', headers: {}, config };
    };
    const recording: { id?: string } = {};
    const notifier = { toast: vi.fn(), reminder: vi.fn(async () => undefined) };
    const client = createApiClient({ tenant: 'ba', notifier, adapter, headersNow: (): Record<string, string> => (recording.id ? { 'x-recording-id': recording.id } : {}) });
    await client.call('saveOrder', orderBody);
    recording.id = 'rec-0123456789abcdef';
    await client.call('nextStep', orderBody);
    await client.call('uploadImage', { fileStr: 'data:image/png;base64,AAAA', fileName: 'a.png' } as never);
    expect(seen[0]!.headers['x-recording-id']).toBeUndefined();
    expect(seen[1]!.headers['x-recording-id']).toBe('rec-0123456789abcdef');
    expect(seen[2]!.headers['x-recording-id']).toBe('rec-0123456789abcdef');
    expect(seen[2]!.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(seen[1]!.headers['x-tenant-code']).toBe('ba');
  });
});
