import { Checkbox, Radio, Typography } from 'antd';
import type { Problem } from '../../schema/validate/problem';
import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';
import type { DefaultPolicy } from './control-descriptor';

interface DefaultMarkerProps {
  readonly checked: boolean;
  readonly policy: DefaultPolicy;
  readonly problems: readonly Problem[];
  readonly onChange: (checked: boolean) => void;
}

/**
 * Marks an option as the default: a radio where exactly one option must be (it can only move), a
 * checkbox where the default is optional (it can be cleared).
 */
export function DefaultMarker({ checked, policy, problems, onChange }: DefaultMarkerProps) {
  const messages = useMessages(PROPERTIES_MESSAGES);
  const marker =
    policy === 'exactlyOne' ? (
      <Radio checked={checked} onChange={() => onChange(true)}>
        {messages.defaultOption}
      </Radio>
    ) : (
      <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)}>
        {messages.defaultOption}
      </Checkbox>
    );
  return (
    <div style={{ marginBottom: 8 }}>
      {marker}
      {problems.map((problem) => (
        <Typography.Text key={problem.message} type="danger" role="alert" style={{ display: 'block' }}>
          {problem.message}
        </Typography.Text>
      ))}
    </div>
  );
}
