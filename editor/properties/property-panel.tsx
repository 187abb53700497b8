import { Alert, Divider, Empty, Flex, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { startTransition, useLayoutEffect, useMemo, useRef } from 'react';
import { blockTitle } from '../../schema/catalogue/block-title';
import type { Module } from '../../schema/template/module';
import type { Problem } from '../../schema/validate/problem';
import { Heading } from '../app/heading';
import { editorLocaleAtom } from '../i18n/editor-locale';
import { formatMessage } from '../i18n/message-catalogue';
import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';
import { AttrField } from './attr-field';
import { describeModule } from './describe-module';
import { createPropertyEditor } from './create-property-editor';
import type { ModulePatch } from './module-patch';
import { ModuleFields } from './module-fields';
import { PropertyEditorContext } from './property-editor-context';
import { unplacedProblems } from './unplaced-problems';

export interface PropertyPanelProps {
  readonly module: Module;
  /** The module as the document holds it now (see `createPropertyEditor`); `module` when not given. */
  readonly latest?: () => Module | undefined;
  /** Problems of this module, with paths relative to it (`/attrs/title`, `/attrs/items/2/label`). */
  readonly problems: readonly Problem[];
  /** Every edit; edits with the same `coalesceKey` in a row are one undo step. */
  readonly onChange: (patch: ModulePatch, coalesceKey: string) => void;
}

/**
 * The property panel of one module, generated from its block's attrs schema: the block's title and
 * component name, the module's label, shown flag and form key, then one control per attr. Problems sit
 * on the field at fault; those no field can show are listed at the top.
 */
export function PropertyPanel({ module, latest, problems, onChange }: PropertyPanelProps) {
  const messages = useMessages(PROPERTIES_MESSAGES);
  const locale = useAtomValue(editorLocaleAtom);
  const form = describeModule(module.component, locale);
  const discreteEdits = useRef(0);

  // What the editor's functions read when called: the props of the last committed render.
  const current = useRef({ module, latest, onChange });
  useLayoutEffect(() => {
    current.current = { module, latest, onChange };
  });
  // One editor per module and problem list, so fields whose value did not change skip rendering
  // (`AttrField` is memoised) while the operator types in another one.
  const moduleId = module.id;
  const editor = useMemo(
    () =>
      createPropertyEditor({
        module,
        latest: () => current.current.latest?.() ?? current.current.module,
        problems,
        // A keystroke re-renders the outline, the canvas and the problems through the document: done in
        // a transition, that work yields to the preview frame (which gets the page before it) and to the
        // next keystroke; the typing fields show their text at once on their own (`useTypedText`).
        onChange: (patch, coalesceKey, edit) => {
          if (edit === 'typing') startTransition(() => current.current.onChange(patch, coalesceKey));
          else current.current.onChange(patch, coalesceKey);
        },
        nextSequence: () => (discreteEdits.current += 1),
      }),
    // `moduleId` stands for the module: its later versions are read through `current`.
    [moduleId, problems],
  );
  const unplaced = unplacedProblems(problems, module, form);

  return (
    <PropertyEditorContext.Provider value={editor}>
      <section aria-label={messages.panelLabel} data-module-id={module.id} key={module.id}>
        <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
          <Heading level={2} look={5}>
            {blockTitle(module.component, locale)}
          </Heading>
          <Tag>{module.component}</Tag>
        </Flex>
        {unplaced.length > 0 ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={messages.unplacedProblems}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {unplaced.map((problem) => (
                  <li key={`${problem.path}:${problem.message}`}>
                    <Typography.Text code>{problem.path || '/'}</Typography.Text> {problem.message}
                  </li>
                ))}
              </ul>
            }
          />
        ) : null}
        <Divider titlePlacement="start">{messages.moduleSection}</Divider>
        <ModuleFields
          module={module}
          bindsFormKey={form.bindsFormKey}
          defaultFormKey={form.block?.defaultFormKey}
          problems={problems}
          onChange={editor.changeModule}
        />
        <Divider titlePlacement="start">{messages.attrsSection}</Divider>
        {form.block === undefined ? (
          <>
            <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={formatMessage(messages.unknownComponent, { component: module.component })} />
            <AttrField control={{ kind: 'json', title: messages.attrsSection, required: true }} value={module.attrs} path={['attrs']} />
          </>
        ) : form.attrFields.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.noAttrs} />
        ) : (
          form.attrFields.map((field) => (
            <AttrField key={field.key} fieldKey={field.key} control={field.control} value={module.attrs[field.key]} path={['attrs', field.key]} />
          ))
        )}
      </section>
    </PropertyEditorContext.Provider>
  );
}
