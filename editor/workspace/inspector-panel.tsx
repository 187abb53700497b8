import { Button } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { dispatchDocumentAtom, templateAtom } from '../document/document-atoms';
import { modulePatchActions } from '../document/module-patch-actions';
import { selectedModuleAtom } from '../document/selected-module-atom';
import { selectionAtom } from '../document/selection-atom';
import { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import { useMessages } from '../i18n/use-messages';
import { PropertyPanel } from '../properties/property-panel';
import { moduleProblems } from './module-problems';
import { templateProblemsAtom } from './template-problems-atom';
import { TemplateSettingsPanel } from './template-settings-panel';

/** The right column: the selected module's properties, or the template settings when none is selected. */
export function InspectorPanel() {
  const messages = useMessages(WORKSPACE_MESSAGES);
  const selected = useAtomValue(selectedModuleAtom);
  const template = useAtomValue(templateAtom);
  const problems = useAtomValue(templateProblemsAtom);
  const dispatch = useSetAtom(dispatchDocumentAtom);
  const setSelection = useSetAtom(selectionAtom);
  const moduleId = selected?.module.id;
  const ownProblems = useMemo(() => (moduleId === undefined ? [] : moduleProblems(template, problems, moduleId)), [template, problems, moduleId]);

  if (!selected) return <TemplateSettingsPanel />;
  return (
    <>
      <Button size="small" type="link" style={{ paddingInline: 0, marginBottom: 8 }} onClick={() => setSelection({ pageId: selected.pageId, moduleId: null })}>
        ← {messages.backToSettings}
      </Button>
      <PropertyPanel
        module={selected.module}
        problems={ownProblems}
        onChange={(patch, coalesceKey) => {
          for (const action of modulePatchActions(selected.module.id, patch, coalesceKey)) dispatch(action);
        }}
      />
    </>
  );
}
