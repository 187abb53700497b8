import { Button, Flex, Segmented } from 'antd';
import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';
import type { ControlProps } from './control-props';
import { FieldControl } from './field-control';
import { initialValue } from './initial-value';
import { valueMatches } from './value-matches';
import { variantLabel } from './variant-label';

/**
 * A value of one of several shapes (a rule's argument: a number, a text or a `[min, max]` pair):
 * the operator picks the shape, then edits the value with that shape's control.
 */
export function UnionControl(props: ControlProps<'union'>) {
  const { control, value, onChange } = props;
  const messages = useMessages(PROPERTIES_MESSAGES);
  const chosen = value === undefined ? -1 : control.variants.findIndex((variant) => valueMatches(variant, value));
  const variant = control.variants[chosen];
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Segmented<number>
          // Named after the field: antd would call it "segmented control", in English whatever the language.
          aria-label={control.title}
          size="small"
          value={chosen}
          options={control.variants.map((candidate, index) => ({ value: index, label: variantLabel(candidate.kind, messages) }))}
          onChange={(index) => {
            const next = control.variants[index];
            if (next !== undefined) onChange(initialValue(next), 'discrete');
          }}
        />
        {!control.required && value !== undefined ? (
          <Button size="small" type="link" onClick={() => onChange(undefined, 'discrete')}>
            {messages.clearObject}
          </Button>
        ) : null}
      </Flex>
      {variant === undefined ? null : <FieldControl {...props} control={variant} />}
    </Flex>
  );
}
