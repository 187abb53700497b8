import { Button, Popover, Select, Space, Typography } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { PERSONA_PRESETS, presetPersona, type PersonaPresetId } from '../../shared/preview/persona-presets';
import { formatMessage } from '../i18n/message-catalogue';
import { CANVAS_MESSAGES } from '../i18n/messages/canvas';
import { useMessages } from '../i18n/use-messages';
import { PersonaForm } from './persona-form';
import { personaSummary, presetLabel } from './persona-labels';
import { personaChoiceAtom, previewPlansAtom } from './preview-persona-atoms';

/**
 * Whom the preview acts as: a preset in one pick, or a persona of one's own set up in a pop-over
 * (starting from the current one). The preview prices, illustrates and lists plans for that buyer.
 */
export function PersonaControl() {
  const messages = useMessages(CANVAS_MESSAGES);
  const [choice, setChoice] = useAtom(personaChoiceAtom);
  const { plans } = useAtomValue(previewPlansAtom);
  const [editing, setEditing] = useState(false);
  const planName = plans.find((plan) => plan.planId === choice.persona.planId)?.name;
  const options = [
    ...PERSONA_PRESETS.map((preset) => ({ value: preset.id as PersonaPresetId | 'custom', label: presetLabel(preset.id, messages) })),
    ...(choice.presetId === 'custom'
      ? [{ value: 'custom' as const, label: formatMessage(messages.personaCustom, { summary: personaSummary(choice.persona, messages, planName) }) }]
      : []),
  ];
  return (
    <Space size="small">
      <Typography.Text type="secondary">{messages.persona}</Typography.Text>
      <Select<PersonaPresetId | 'custom'>
        aria-label={messages.persona}
        value={choice.presetId}
        onChange={(id) => {
          if (id !== 'custom') setChoice({ presetId: id, persona: presetPersona(id) });
        }}
        style={{ width: 230 }}
        options={options}
      />
      <Popover
        open={editing}
        onOpenChange={setEditing}
        trigger="click"
        placement="bottom"
        title={messages.personaEdit}
        content={
          editing ? (
            <PersonaForm
              persona={choice.persona}
              plans={plans}
              onApply={(persona) => {
                setChoice({ presetId: 'custom', persona });
                setEditing(false);
              }}
            />
          ) : null
        }
      >
        <Button>{messages.personaCustomize}</Button>
      </Popover>
    </Space>
  );
}
