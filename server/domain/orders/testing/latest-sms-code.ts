import type { TestApp } from '../../../testing/create-test-app';
import { injectApi } from '../../../testing/call-api';

/** The latest SMS code sent to a phone of a tenant, read from the development outbox. */
export async function latestSmsCode(t: TestApp, phone: string, tenant?: string): Promise<string> {
  const response = await injectApi(t.app, { method: 'GET', path: `/dev/sms-outbox?phone=${phone}` }, { tenant });
  const code = (response.json() as { result: { code: string | null }[] }).result[0]?.code;
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}
