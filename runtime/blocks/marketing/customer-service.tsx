import { List } from 'antd-mobile';
import { useState } from 'react';
import { ERROR_MESSAGES } from '../../../shared/messages/errors';
import { ApiError } from '../../api/api-error';
import { notifier } from '../../app/notifier';
import { useRuntime } from '../../app/runtime-context';
import type { BlockProps } from '../block-props';
import { openLink } from '../shared/content/open-link';

/**
 * The customer-service entry: asks the server whether an appointment can be booked for this order
 * and channel, opens the returned address when it can, and otherwise says 预约查询失败.
 */
export default function CustomerService({ attrs }: BlockProps<'customerService'>) {
  const { api, query } = useRuntime();
  const [busy, setBusy] = useState(false);
  const unavailable = attrs.unavailableText || ERROR_MESSAGES.appointmentUnavailable;

  async function check() {
    if (busy) return;
    setBusy(true);
    try {
      const thirdOrderNoType = attrs.thirdOrderNoType ?? query.params.thirdOrderNoType;
      const canalDefine = attrs.canalDefine ?? query.params.canalDefine;
      const reply = await api.call('queryReservationConsultation', {
        tenantId: query.tenant,
        ...(thirdOrderNoType ? { thirdOrderNoType } : {}),
        ...(query.params.thirdOrderNo ? { thirdOrderNo: query.params.thirdOrderNo } : {}),
        ...(canalDefine ? { canalDefine } : {}),
      });
      const url = reply.data?.canSupportAppointment ? reply.data.url : undefined;
      if (url) openLink(url);
      else notifier.toast(unavailable);
    } catch (error) {
      // Refusals and network failures were already told by the API client; anything else was not.
      if (!(error instanceof ApiError)) notifier.toast(ERROR_MESSAGES.appointmentRequestFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <List style={{ margin: '12px 12px 0', borderRadius: 8, overflow: 'hidden' }}>
      <List.Item onClick={() => void check()} description={attrs.description} disabled={busy}>
        {attrs.entryText}
      </List.Item>
    </List>
  );
}
