import { Button, Checkbox } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useEffect, useId } from 'react';
import { noticeCheckMark, personNoticeStatus, type NoticeStatusTone } from '../../../shared/health';
import type { NamedPerson } from '../../health/family-selection';
import { healthNoticeAtom } from '../../health/health-notice-atoms';
import { insuredIndexOf } from '../../health/person-key';

const TONE_COLOURS: Record<NoticeStatusTone, string> = {
  success: 'var(--adm-color-success)',
  pending: 'var(--adm-color-warning)',
  danger: 'var(--adm-color-danger)',
};

interface NotificationRowProps {
  readonly person: NamedPerson;
  readonly tag: string;
  readonly selected: unknown;
  readonly texts: { readonly passed: string; readonly pending: string; readonly rejected: string; readonly fill: string; readonly refill: string };
  readonly onFill: (person: NamedPerson) => void;
  /** Records an insured's selected flag wherever the list keeps the order's values. */
  readonly onSelect: (insuredIndex: number, selected: boolean) => void;
}

/**
 * One person of the health notification list: checkbox, name, status and the fill-in button. The
 * holder's row is fixed; a refused insured is shown in red, disabled and unselected. The checkbox
 * ticks only a met notice (see `noticeCheckMark`); unticking a pending person still leaves them out.
 */
export function NotificationRow({ person, tag, selected, texts, onFill, onSelect }: NotificationRowProps) {
  const result = useAtomValue(healthNoticeAtom(person.key));
  const checkboxId = useId();
  const index = insuredIndexOf(person.key);
  const status = personNoticeStatus(result.allowInsure, index === undefined ? 'holder' : 'insured');
  // A tick says done: a person still 待完成 shows the half-checked dot while in the purchase, never a tick.
  const mark = noticeCheckMark(status, selected);
  const text = result.allowInsure === true ? texts.passed : result.allowInsure === false ? texts.rejected : texts.pending;

  // A refused insured must not stay selected, whichever page recorded the refusal.
  useEffect(() => {
    if (index !== undefined && status.forcedSelected === false && selected !== false) onSelect(index, false);
  }, [onSelect, index, status.forcedSelected, selected]);

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '12px 16px', borderBottom: '1px solid #f5f5f5' }}>
      <Checkbox
        checked={mark !== 'empty'}
        indeterminate={mark === 'pending'}
        disabled={!status.selectable}
        onChange={(value) => index !== undefined && onSelect(index, value)}
        id={checkboxId}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        {/* The checkbox's name: the role and the person, as the row shows them (antd-mobile's own label holds only the box). */}
        <label htmlFor={checkboxId} style={{ display: 'block', fontSize: 15, color: '#333', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          <span style={{ fontSize: 11, color: 'var(--adm-color-primary)', border: '1px solid currentColor', borderRadius: 3, padding: '0 3px', marginRight: 6 }}>
            {tag}
          </span>
          {person.name}
        </label>
        <div style={{ fontSize: 12, marginTop: 4, color: TONE_COLOURS[status.tone] }}>{text}</div>
      </div>
      <Button size="mini" shape="rounded" color="primary" fill="outline" onClick={() => onFill(person)}>
        {result.allowInsure === null && !result.answers ? texts.fill : texts.refill}
      </Button>
    </div>
  );
}
