import { Button, Toast } from 'antd-mobile';
import { useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { FLOW_MESSAGES } from '../../../shared/messages/flow';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';
import type { NamedPerson } from '../../health/family-selection';
import { healthNoticeAtom } from '../../health/health-notice-atoms';
import { notificationListProblem } from '../../health/notification-list-check';
import { useFormPeople } from '../../health/use-notice-people';
import { writeFormValue } from '../../health/write-form-value';
import { smoothScrollToElement } from '../../scroll/smooth-scroll';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { NoticeCheckField } from '../shared/health-notice/notice-check-field';
import { NotificationRow } from './notification-row';
import { PersonNoticePopup } from './person-notice-popup';

/** The form field whose validator holds the page's own next step until the list is complete. */
const CHECK_FIELD = ['healthNotification', 'complete'];

function scrollToModule(id: string | undefined): boolean {
  const element = id ? document.querySelector(`[data-module-id="${id}"]`) : null;
  if (element) smoothScrollToElement(element, 'start');
  return element !== null;
}

/**
 * The health notification list (spec section 4): the holder (fixed) and each insured with a checkbox,
 * 符合要求 / 待完成 / 不符合要求 and a fill-in button opening that person's notice. 返回修改 goes to the
 * insured form; 下一步 (and the page's own next step, through a validated hidden field) goes on only
 * with at least one insured selected and every selected person's notice met.
 */
export default function HealthNotificationList({ module, attrs }: BlockProps<'healthNotificationListModule'>) {
  const { form, template, page, goToPage } = usePage();
  const store = useStore();
  const people = useFormPeople();
  const [open, setOpen] = useState<NamedPerson>();
  const select = useCallback((index: number, selected: boolean) => writeFormValue(form, store, ['insured', index, 'selected'], selected), [form, store]);
  const texts = {
    passed: attrs.passedText ?? FLOW_MESSAGES.noticeStatusMet,
    pending: attrs.pendingText ?? FLOW_MESSAGES.noticeStatusPending,
    rejected: attrs.rejectedText ?? FLOW_MESSAGES.noticeStatusNotMet,
    fill: attrs.fillText ?? FLOW_MESSAGES.fillNotice,
    refill: attrs.refillText ?? FLOW_MESSAGES.refillNotice,
  };

  function problem(): string | undefined {
    const insureds = people.insureds.map((row) => ({
      selected: typeof row.selected === 'boolean' ? row.selected : undefined,
      allowInsure: store.get(healthNoticeAtom(row.key)).allowInsure,
    }));
    const message = notificationListProblem(store.get(healthNoticeAtom('holder')).allowInsure, insureds);
    return message === VALIDATION_MESSAGES.selectAtLeastOneInsured ? (attrs.noInsuredSelectedText ?? message) : message;
  }

  function backToEdit() {
    const onThisPage = page.moduleList.find((item) => item.component === 'insuredModule' || item.component === 'policyHolderModule');
    if (onThisPage && scrollToModule(onThisPage.id)) return;
    const holding = template.pageList.find((candidate) => candidate.moduleList.some((item) => item.component === 'insuredModule'));
    if (holding) goToPage(holding.pageOrder);
  }

  async function next() {
    const message = problem();
    if (message) {
      Toast.show({ content: message });
      return;
    }
    await form.validateFields([CHECK_FIELD]).catch(() => undefined);
    // The list is complete: the buyer carries on with the rest of the page below it.
    const self = document.querySelector(`[data-module-id="${module.id}"]`);
    const after = self?.nextElementSibling ?? self;
    if (after) smoothScrollToElement(after, 'start');
  }

  return (
    <section style={{ background: '#fff', marginBottom: 8 }}>
      {module.label && <h2 style={{ margin: 0, padding: '12px 16px', fontSize: 16, borderBottom: '1px solid #f0f0f0' }}>{module.label}</h2>}
      <NotificationRow person={people.holder} tag={attrs.holderTag ?? FLOW_MESSAGES.holderRole} selected texts={texts} onFill={setOpen} onSelect={select} />
      {people.insureds.map((row) => (
        <NotificationRow key={row.key} person={row} tag={attrs.insuredTag ?? FLOW_MESSAGES.insuredRole} selected={row.selected} texts={texts} onFill={setOpen} onSelect={select} />
      ))}
      <NoticeCheckField name={CHECK_FIELD} problem={problem} />
      <div style={{ display: 'flex', gap: 12, padding: '12px 16px' }}>
        <Button block shape="rounded" onClick={backToEdit}>
          {attrs.secondaryButtonText ?? FLOW_MESSAGES.backToEdit}
        </Button>
        <Button block shape="rounded" color="primary" onClick={() => void next()}>
          {attrs.primaryButtonText ?? FLOW_MESSAGES.nextStep}
        </Button>
      </div>
      <PersonNoticePopup person={open} onClose={() => setOpen(undefined)} />
    </section>
  );
}
