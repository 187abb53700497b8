import { Toast } from 'antd-mobile';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';
import { useInsuredRepeat } from '../../form/use-insured-repeat';
import type { BlockProps } from '../block-props';
import { InsuredCountNotice } from './insured-count-notice';
import { AddEntry, DeleteEntry } from './repeat-actions';

const TRIAL_INSURED_PATH = ['trailElement', 1] as const;
const INSURED_PATH = ['insured'] as const;
const ALSO_REMOVE = [INSURED_PATH];

/**
 * Adds or removes insureds during the trial: the list of each insured's trial factors grows up to the
 * maximum, the chosen plan's maxInsuredCount over the template's maxCount (beyond it the max-reached
 * text), and removing one, after 操作确认 / 确认删除?, drops that insured's trial factors and insured
 * form together, down to the minimum (the plan's minInsuredCount over minCount). More insureds than a
 * newly chosen plan allows stay listed with 被保人数量不能超过N人 under them until the buyer removes some.
 */
export default function AddInsuredBlock({ module, attrs }: BlockProps<'addInsuredBlock'>) {
  const repeat = useInsuredRepeat(module.id, TRIAL_INSURED_PATH, attrs, ALSO_REMOVE);
  const max = repeat.limits.max;
  const add = () => {
    if (!repeat.canAdd) {
      Toast.show({ content: attrs.maxReachedText ? attrs.maxReachedText.replace('{n}', String(max)) : VALIDATION_MESSAGES.insuredCountMax(max) });
      return;
    }
    repeat.add();
  };
  return (
    <div style={{ margin: '12px 12px 0', background: '#fff', borderRadius: 8, padding: '4px 0 12px' }}>
      {Array.from({ length: repeat.count }, (_unused, index) => (
        <div key={index} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '8px 16px', borderBottom: '1px solid #f5f5f5' }}>
          <span style={{ fontSize: 15, color: '#333' }}>{ORDER_MESSAGES.insuredTitle(index + 1)}</span>
          {repeat.canRemove(index) && <DeleteEntry text={attrs.deleteText ?? SCREEN_MESSAGES.deleteEntry} confirm={attrs.confirmDelete} onDelete={() => repeat.remove(index)} />}
        </div>
      ))}
      <InsuredCountNotice problem={repeat.problem} />
      <AddEntry text={attrs.addText ?? SCREEN_MESSAGES.addEntry} onAdd={add} />
    </div>
  );
}
