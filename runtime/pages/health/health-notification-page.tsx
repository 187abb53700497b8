import { Button, Toast } from 'antd-mobile';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { FLOW_MESSAGES } from '../../../shared/messages/flow';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import type { NamedPerson } from '../../health/family-selection';
import { healthNoticeAtom } from '../../health/health-notice-atoms';
import { notificationListProblem } from '../../health/notification-list-check';
import { insuredKey } from '../../health/person-key';
import { flowStateAtom, orderFormAtom } from '../../state/flow-atoms';
import { NotificationRow } from '../../blocks/module/notification-row';
import { SmartPageShell } from './smart-page-shell';

const TEXTS = {
  passed: FLOW_MESSAGES.noticeStatusMet,
  pending: FLOW_MESSAGES.noticeStatusPending,
  rejected: FLOW_MESSAGES.noticeStatusNotMet,
  fill: FLOW_MESSAGES.fillNotice,
  refill: FLOW_MESSAGES.refillNotice,
};

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * /healthNotification: the health notification list as its own page, over the order kept in session
 * (ORDER_DATA and the HN_ results). Selection is edited here; a notice is filled on the form page it
 * belongs to, reached with the spec's `#page=N&certNo=…` hash (N the furthest page the buyer reached,
 * where the list stands), and 下一步 returns there once the list is complete.
 */
export default function HealthNotificationPage() {
  const [values, setValues] = useAtom(orderFormAtom);
  const { stepedPage } = useAtomValue(flowStateAtom);
  const store = useStore();
  const navigate = useNavigate();
  const holder = record(values.policyHolder);
  const insuredValues = Array.isArray(values.insured) && values.insured.length > 0 ? (values.insured as unknown[]) : [{}];
  const insureds = insuredValues.map((value, index) => ({
    key: insuredKey(index),
    name: text(record(value).name) ?? `${FLOW_MESSAGES.insuredRole}${index + 1}`,
    selected: record(value).selected,
    certNo: text(record(value).certiNo),
  }));

  const select = useCallback(
    (index: number, selected: boolean) => {
      const list = [...insuredValues];
      list[index] = { ...record(list[index]), selected };
      setValues({ ...values, insured: list });
    },
    [insuredValues, values, setValues],
  );

  const backToForm = (certNo?: string) => {
    const hash = `#page=${stepedPage}${certNo ? `&certNo=${encodeURIComponent(certNo)}` : ''}`;
    navigate(`/h${window.location.search}${hash}`);
  };
  const fill = (person: NamedPerson) => backToForm(person.key === 'holder' ? text(holder.certiNo) : insureds.find((row) => row.key === person.key)?.certNo);

  function next() {
    const problem = notificationListProblem(
      store.get(healthNoticeAtom('holder')).allowInsure,
      insureds.map((row) => ({ selected: typeof row.selected === 'boolean' ? row.selected : undefined, allowInsure: store.get(healthNoticeAtom(row.key)).allowInsure })),
    );
    if (problem) Toast.show({ content: problem });
    else backToForm();
  }

  return (
    <SmartPageShell
      title={SCREEN_MESSAGES.healthNotificationTitle}
      footer={
        <>
          <Button block shape="rounded" onClick={() => backToForm()}>{FLOW_MESSAGES.backToEdit}</Button>
          <Button block shape="rounded" color="primary" onClick={next}>{FLOW_MESSAGES.nextStep}</Button>
        </>
      }
    >
      <div style={{ background: '#fff' }}>
        <NotificationRow
          person={{ key: 'holder', name: text(holder.name) ?? FLOW_MESSAGES.holderRole }}
          tag={FLOW_MESSAGES.holderRole}
          selected
          texts={TEXTS}
          onFill={fill}
          onSelect={select}
        />
        {insureds.map((row) => (
          <NotificationRow key={row.key} person={row} tag={FLOW_MESSAGES.insuredRole} selected={row.selected} texts={TEXTS} onFill={fill} onSelect={select} />
        ))}
      </div>
    </SmartPageShell>
  );
}
