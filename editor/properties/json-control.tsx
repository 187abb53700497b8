import { Input, Typography } from 'antd';
import { useState } from 'react';
import { formatMessage } from '../i18n/message-catalogue';
import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';
import type { ControlProps } from './control-props';

function parse(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The last resort for a value no other control can edit: its JSON, applied as soon as it parses.
 * While the text does not parse, the draft stays on screen with the parse error and nothing is applied.
 */
export function JsonControl({ value, id, invalid, onChange }: ControlProps<'json'>) {
  const messages = useMessages(PROPERTIES_MESSAGES);
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? (value === undefined ? '' : JSON.stringify(value, null, 2));
  const parsed = parse(text);
  return (
    <>
      <Typography.Text type="secondary">{messages.jsonHint}</Typography.Text>
      <Input.TextArea
        id={id}
        value={text}
        status={invalid || !parsed.ok ? 'error' : undefined}
        autoSize={{ minRows: 2, maxRows: 12 }}
        style={{ fontFamily: 'monospace' }}
        onChange={(event) => {
          setDraft(event.target.value);
          const next = parse(event.target.value);
          if (next.ok) onChange(next.value, 'typing');
        }}
        // Once the text is applied, show the stored value again (formatted), not the draft.
        onBlur={() => {
          if (parsed.ok) setDraft(null);
        }}
      />
      {parsed.ok ? null : (
        <Typography.Text type="danger" role="alert">
          {formatMessage(messages.jsonInvalid, { error: parsed.error })}
        </Typography.Text>
      )}
    </>
  );
}
