import { Alert, Button, Typography } from 'antd';
import { formatMessage } from '../i18n/message-catalogue';
import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';
import { AddItemButton } from './add-item-button';
import { appendItem, moveItem, removeItem } from './array-ops';
import { AttrField } from './attr-field';
import type { ControlProps } from './control-props';
import { defaultsViolation, normaliseDefaults, setDefaultOption, type DataSourceOption } from './data-source-defaults';
import { DefaultMarker } from './default-marker';
import { FieldFrame } from './field-frame';
import { initialValue } from './initial-value';
import { ItemActions } from './item-actions';
import { toPointer } from './json-pointer';
import { usePropertyEditor } from './property-editor-context';

function asOptions(value: unknown): DataSourceOption[] {
  return Array.isArray(value) ? value.filter((item): item is DataSourceOption => typeof item === 'object' && item !== null) : [];
}

/**
 * The options of a choice (`{ value, label, isDefault }`): each option's fields, which one is
 * preselected under the list's default policy, and add, remove and move up / down.
 */
export function DataSourceControl({ control, value, path, onChange }: ControlProps<'dataSource'>) {
  const messages = useMessages(PROPERTIES_MESSAGES);
  const editor = usePropertyEditor();
  const options = asOptions(value);
  const violation = defaultsViolation(options, control.policy);
  const change = (next: DataSourceOption[]) => onChange(normaliseDefaults(next, control.policy), 'discrete');
  const blank = initialValue({ kind: 'object', title: control.title, required: true, fields: control.itemFields }) as DataSourceOption;
  return (
    <>
      {violation === undefined ? null : (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={violation === 'several' ? messages.defaultsSeveral : messages.defaultsNone}
          action={
            <Button size="small" onClick={() => change(options)}>
              {messages.fixDefaults}
            </Button>
          }
        />
      )}
      {options.length === 0 ? <Typography.Paragraph type="secondary">{messages.emptyList}</Typography.Paragraph> : null}
      {options.map((option, index) => {
        const optionPath = [...path, index];
        const pointer = toPointer(optionPath);
        const at = (target: string) => editor.problems.filter((problem) => problem.path === target);
        return (
          <FieldFrame
            key={index}
            pointer={pointer}
            id={`property${pointer}`}
            title={formatMessage(messages.itemTitle, { n: index + 1 })}
            required={false}
            problems={at(pointer)}
            container
            actions={
              <ItemActions
                index={index}
                count={options.length}
                canRemove={options.length > (control.minItems ?? 0)}
                onMove={(offset) => onChange(moveItem(options, index, offset), 'discrete')}
                onRemove={() => change(removeItem(options, index, control.minItems))}
              />
            }
          >
            <DefaultMarker
              checked={option.isDefault === true}
              policy={control.policy}
              problems={at(toPointer([...optionPath, 'isDefault']))}
              onChange={(checked) => onChange(setDefaultOption(options, index, checked, control.policy), 'discrete')}
            />
            {control.itemFields.map((field) => (
              <AttrField key={field.key} fieldKey={field.key} control={field.control} value={option[field.key]} path={[...optionPath, field.key]} />
            ))}
          </FieldFrame>
        );
      })}
      <AddItemButton
        count={options.length}
        {...(control.minItems === undefined ? {} : { minItems: control.minItems })}
        {...(control.maxItems === undefined ? {} : { maxItems: control.maxItems })}
        onAdd={() => change(appendItem(options, blank, control.maxItems))}
      />
    </>
  );
}
