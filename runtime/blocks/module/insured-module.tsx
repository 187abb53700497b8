import { Toast } from 'antd-mobile';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { extraSelfIndexes } from '../../form/repeat-list';
import { RowControlContext, type RowControl } from '../../form/row-control';
import { isSelfRelation } from '../../../shared/insured/is-self-relation';
import { clearedSelfCopy, copyDiffers, rowDefaults, selfCopy } from '../../form/self-copy';
import { useIdDerived } from '../../form/use-id-derived';
import { useInsuredRepeat } from '../../form/use-insured-repeat';
import { useSetFields } from '../../form/use-set-fields';
import { useWatchField } from '../../form/use-watch-field';
import { FormScope, useFieldPath } from '../../template/form-scope';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { FormCard } from './form-card';
import { InsuredCountNotice } from './insured-count-notice';
import { AddEntry, DeleteEntry } from './repeat-actions';

type Attrs = BlockProps<'insuredModule'>['attrs'];

const NO_FIELDS: ReadonlySet<string> = new Set();
const ID_DERIVED_FIELDS: ReadonlySet<string> = new Set(['birthday', 'gender']);
const HOLDER_PATH = ['policyHolder'] as const;

/**
 * One insured's rows: the holder's data copied in and hidden when the insured is the holder, and
 * taken out again (back to each row's default) when the relation then changes to another.
 */
function InsuredRows({ attrs, defaults, children }: { attrs: Attrs; defaults: Readonly<Record<string, unknown>>; children: ReactNode }) {
  const scope = useFieldPath(undefined);
  const self = isSelfRelation(useWatchField([...scope, 'holderRelation']));
  const holder = useWatchField(HOLDER_PATH);
  const insured = useWatchField(scope);
  const derived = useIdDerived(scope);
  const setFields = useSetFields();
  const copyFields = attrs.hideFieldsWhenSelf;
  const copy = useMemo(() => (self ? selfCopy(holder, copyFields ?? []) : {}), [self, holder, copyFields]);
  const scopeKey = scope.join('.');
  useEffect(() => {
    if (!self || !copyDiffers(insured, copy)) return;
    const path = scopeKey.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    setFields(Object.entries(copy).map(([field, value]) => [[...path, field], value] as const));
  }, [self, insured, copy, scopeKey, setFields]);
  // The last copy while SELF: leaving SELF (本人 to 配偶) must not leave the holder's name, ID number,
  // phone or validity in the insured's rows, which then show again as the insured's own.
  const whileSelf = useRef<{ self: boolean; copy: Readonly<Record<string, unknown>> }>({ self, copy });
  useEffect(() => {
    const before = whileSelf.current;
    whileSelf.current = { self, copy };
    if (self || !before.self) return;
    const cleared = clearedSelfCopy(insured, before.copy, defaults);
    const path = scopeKey.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    setFields(Object.entries(cleared).map(([field, value]) => [[...path, field], value] as const));
  }, [self, copy, insured, defaults, scopeKey, setFields]);
  const control = useMemo<RowControl>(
    () => ({
      hidden: self ? new Set(copyFields ?? []) : NO_FIELDS,
      locked: derived ? ID_DERIVED_FIELDS : NO_FIELDS,
      aml: NO_FIELDS,
      allowedCertTypes: attrs.allowedCertTypes,
      allowedOccupationCategories: attrs.allowedOccupationCategories,
    }),
    [self, copyFields, derived, attrs.allowedCertTypes, attrs.allowedOccupationCategories],
  );
  return <RowControlContext.Provider value={control}>{children}</RowControlContext.Provider>;
}

/**
 * The insured forms (insured[0..n]): one per insured up to the maximum, removable after confirmation
 * down to the minimum, the chosen plan's maxInsuredCount / minInsuredCount over the template's
 * maxCount / minCount; more insureds than a newly chosen plan allows stay, with 被保人数量不能超过N人,
 * until the buyer removes some. An insured who is the holder (SELF) copies the holder, and only one
 * may be SELF; one who stops being SELF no longer holds the holder's copied values.
 */
export default function InsuredModule({ module, attrs, children }: BlockProps<'insuredModule'>) {
  const base = (module.formKey ?? 'insured').replace(/\[(i|\d+)\]$/, '');
  const setFields = useSetFields();
  const repeat = useInsuredRepeat(module.id, [base], attrs);
  const list = useWatchField([base]);
  const relations = Array.isArray(list) ? list.map((item: unknown) => (item as Record<string, unknown> | undefined)?.holderRelation) : [];
  const extra = extraSelfIndexes(relations, isSelfRelation);
  const extraKey = extra.join(',');
  useEffect(() => {
    if (!extraKey) return;
    Toast.show({ content: VALIDATION_MESSAGES.twoSelfInsured });
    // null, not undefined: a radio or select given undefined keeps showing its last choice (本人).
    setFields(extraKey.split(',').map((index) => [[base, Number(index), 'holderRelation'], null] as const));
  }, [extraKey, base, setFields]);
  const firstOther = attrs.holderRelationOptions.find((option) => !isSelfRelation(option.value))?.value;
  // As many insureds as the trial priced (trailElement[1] holds one entry per insured), within the maximum.
  const trialInsured = useWatchField(['trailElement', 1]);
  const wanted = Math.min(Array.isArray(trialInsured) ? trialInsured.length : 0, repeat.limits.max);
  const { form } = usePage();
  // The store, not the watch: the watch is still empty on the first pass and would read as no insured.
  const stored: unknown = list ?? form.getFieldValue([base]);
  const have = Array.isArray(stored) ? stored.length : 0;
  useEffect(() => {
    if (wanted <= have || wanted <= repeat.count) return;
    setFields(Array.from({ length: wanted - have }, (_unused, offset) => [[base, have + offset], have + offset > 0 && firstOther ? { holderRelation: firstOther } : {}] as const));
  }, [wanted, have, repeat.count, base, firstOther, setFields]);
  const defaults = useMemo(() => rowDefaults(module.children ?? []), [module.children]);
  const title = (index: number) => (attrs.itemTitle ?? module.label).replace('{n}', String(index + 1));
  return (
    <>
      {Array.from({ length: repeat.count }, (_unused, index) => (
        <FormCard
          key={index}
          title={repeat.count > 1 || attrs.itemTitle === undefined ? title(index) : module.label}
          extra={repeat.canRemove(index) ? <DeleteEntry text={SCREEN_MESSAGES.deleteEntry} confirm={attrs.confirmDelete} onDelete={() => repeat.remove(index)} /> : undefined}
        >
          <FormScope formKey={`${base}[${index}]`}>
            <InsuredRows attrs={attrs} defaults={defaults}>{children}</InsuredRows>
          </FormScope>
        </FormCard>
      ))}
      <InsuredCountNotice problem={repeat.problem} />
      {repeat.canAdd && (
        <AddEntry
          text={attrs.addText ?? SCREEN_MESSAGES.addEntry}
          // A new insured cannot be the holder again, so it starts with the first other relation.
          onAdd={() => repeat.add(firstOther && relations.some(isSelfRelation) ? { holderRelation: firstOther } : undefined)}
        />
      )}
    </>
  );
}
