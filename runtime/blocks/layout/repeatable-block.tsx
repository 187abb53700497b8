import { Button, Dialog } from 'antd-mobile';
import { useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { ERROR_MESSAGES } from '../../../shared/messages/errors';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { orderFormAtom } from '../../state/flow-atoms';
import { formKeyToPath } from '../../template/form-scope';
import { ModuleView } from '../../template/module-view';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { fillCount } from './fill-count';
import { indexModules, initialEntryCount, removeEntry, repeatedArrayPaths } from './repeat-modules';
import { LinkButton } from '../shared/content/link-button';

/**
 * Its child modules once per entry (`insured[i]` becomes `insured[0]`, `insured[1]`, ...), with an add
 * button up to the maximum and a delete button down to the minimum; deleting asks 操作确认 / 确认删除?
 * when configured and removes that entry from every array the children bind.
 */
export default function RepeatableBlock({ module, attrs }: BlockProps<'repeatableBlock'>) {
  const { form } = usePage();
  const setOrderForm = useSetAtom(orderFormAtom);
  const templates = useMemo(() => module.children ?? [], [module.children]);
  const arrayPaths = useMemo(() => repeatedArrayPaths(templates), [templates]);
  const minCount = attrs.minCount ?? 1;
  const [count, setCount] = useState(() => initialEntryCount(form.getFieldsValue(true) as Record<string, unknown>, arrayPaths, minCount, attrs.maxCount));

  function remove(index: number) {
    const changes = removeEntry(form.getFieldsValue(true) as Record<string, unknown>, arrayPaths, index);
    for (const [path, items] of changes) form.setFieldValue(formKeyToPath(path) as (string | number)[], items);
    // Setting values from code does not fire the form's change handler, so the saved copy is updated here.
    setOrderForm((saved) => ({ ...saved, ...(form.getFieldsValue(true) as Record<string, unknown>) }));
    setCount((current) => Math.max(minCount, current - 1));
  }

  async function askRemove(index: number) {
    if (attrs.confirmDelete) {
      const confirmed = await Dialog.confirm({ title: ERROR_MESSAGES.deleteConfirmTitle, content: ERROR_MESSAGES.deleteConfirmContent });
      if (!confirmed) return;
    }
    remove(index);
  }

  return (
    <div>
      {Array.from({ length: count }, (_unused, index) => (
        <div key={index} style={{ margin: '12px 12px 0', background: '#fff', borderRadius: 8, overflow: 'hidden' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '12px 16px 0' }}>
            <span style={{ fontSize: 15, fontWeight: 600 }}>{fillCount(attrs.itemTitle || SCREEN_MESSAGES.entryTitle, index + 1)}</span>
            {count > minCount ? (
              <LinkButton onClick={() => void askRemove(index)} style={{ fontSize: 13, color: 'var(--adm-color-weak)' }}>
                {attrs.deleteText || SCREEN_MESSAGES.deleteEntry}
              </LinkButton>
            ) : null}
          </div>
          {indexModules(templates, index).map((child) => (
            <ModuleView key={child.id} module={child} />
          ))}
        </div>
      ))}
      {count < attrs.maxCount ? (
        <div style={{ padding: '12px 12px 0' }}>
          <Button block fill="outline" color="primary" onClick={() => setCount((current) => Math.min(attrs.maxCount, current + 1))}>
            {attrs.addText || SCREEN_MESSAGES.addEntry}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
