import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { useClearOnChange } from '../../form/use-clear-on-change';
import { useInsuredRepeat } from '../../form/use-insured-repeat';
import { FormScope, formKeyToPath, IndexScope } from '../../template/form-scope';
import type { BlockProps } from '../block-props';
import { FormCard } from './form-card';
import { InsuredCountNotice } from './insured-count-notice';
import { AddEntry, DeleteEntry } from './repeat-actions';
import { TrialTypeMarker } from './trial-type-marker';

/** Clears insured[index]'s ID number when this insured's trial birthday changes (where configured). */
function BirthdayGuard({ path, index, enabled }: { path: readonly (string | number)[]; index: number; enabled: boolean }) {
  useClearOnChange([...path, index, 'birthday'], ['insured', index, 'certiNo'], enabled);
  return null;
}

/**
 * Each insured's trial factors (trailElement[1] is a list, one entry per insured): birthday, gender,
 * social security... Insureds can be added up to the maximum and removed after confirmation down to
 * the minimum (the chosen plan's insured count limits over the template's), their values removed
 * with them.
 */
export default function InsuredElementModule({ module, attrs, children }: BlockProps<'insuredElementModule'>) {
  const formKey = module.formKey ?? 'trailElement[1]';
  const path = formKeyToPath(formKey);
  const repeat = useInsuredRepeat(module.id, path, attrs);
  const title = (index: number) => (attrs.itemTitle ?? module.label).replace('{n}', String(index + 1));
  return (
    <FormScope formKey={formKey}>
      {Array.from({ length: repeat.count }, (_unused, index) => (
        <FormCard
          key={index}
          title={repeat.count > 1 ? title(index) : module.label}
          extra={
            repeat.canRemove(index) ? (
              <DeleteEntry text={attrs.deleteText ?? SCREEN_MESSAGES.deleteEntry} confirm={attrs.confirmDelete} onDelete={() => repeat.remove(index)} />
            ) : undefined
          }
        >
          <BirthdayGuard path={path} index={index} enabled={attrs.clearCertNoOnBirthdayChange !== false} />
          <IndexScope index={index}>
            <TrialTypeMarker type="insured" />
            {children}
          </IndexScope>
        </FormCard>
      ))}
      <InsuredCountNotice problem={repeat.problem} />
      {repeat.canAdd && <AddEntry text={attrs.addText ?? SCREEN_MESSAGES.addEntry} onAdd={() => repeat.add()} />}
    </FormScope>
  );
}
