import { Toast } from 'antd-mobile';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';
import { useRepeat } from '../../form/use-repeat';
import type { BlockProps } from '../block-props';
import { AddEntry, DeleteEntry } from './repeat-actions';

const TRIAL_INSURED_PATH = ['trailElement', 1] as const;
const INSURED_PATH = ['insured'] as const;
const ALSO_REMOVE = [INSURED_PATH];

/**
 * Adds or removes insureds during the trial: the list of each insured's trial factors grows up to
 * maxCount (beyond it the max-reached text), and removing one, after 操作确认 / 确认删除?, drops that
 * insured's trial factors and insured form together.
 */
export default function AddInsuredBlock({ attrs }: BlockProps<'addInsuredBlock'>) {
  const repeat = useRepeat(TRIAL_INSURED_PATH, attrs.minCount, attrs.maxCount, ALSO_REMOVE);
  const add = () => {
    if (!repeat.canAdd) {
      Toast.show({ content: attrs.maxReachedText ? attrs.maxReachedText.replace('{n}', String(attrs.maxCount)) : VALIDATION_MESSAGES.insuredCountMax(attrs.maxCount) });
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
      <AddEntry text={attrs.addText ?? SCREEN_MESSAGES.addEntry} onAdd={add} />
    </div>
  );
}
