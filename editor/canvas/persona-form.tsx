import { Button, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import type { PreviewPlan } from '../../schema/preview/preview-message';
import { PERSONA_MAX_AGE, type PreviewPersona } from '../../schema/preview/preview-persona';
import { CANVAS_MESSAGES } from '../i18n/messages/canvas';
import { useMessages } from '../i18n/use-messages';
import { personaFormValues, personaFromForm, type PersonaFormValues } from './persona-form-values';

export interface PersonaFormProps {
  readonly persona: PreviewPersona;
  /** The previewed goods' plans to choose from. */
  readonly plans: readonly PreviewPlan[];
  readonly onApply: (persona: PreviewPersona) => void;
}

/** Sets up a persona of one's own: the insured's age and gender, plan, sum insured, channel and browser. */
export function PersonaForm({ persona, plans, onApply }: PersonaFormProps) {
  const messages = useMessages(CANVAS_MESSAGES);
  const [form] = Form.useForm<PersonaFormValues>();
  // A plan the goods no longer offer stays listed by its id, so the choice is not silently lost.
  const planOptions = [
    ...plans.map((plan) => ({ value: plan.planId, label: plan.name })),
    ...(persona.planId && !plans.some((plan) => plan.planId === persona.planId) ? [{ value: persona.planId, label: persona.planId }] : []),
  ];
  return (
    <Form<PersonaFormValues>
      form={form}
      layout="vertical"
      size="small"
      style={{ width: 280 }}
      initialValues={personaFormValues(persona)}
      onFinish={(values) => onApply(personaFromForm(values))}
      aria-label={messages.personaEdit}
    >
      <Form.Item name="insuredAge" label={messages.personaAge} rules={[{ required: true }]}>
        <InputNumber<number> min={0} max={PERSONA_MAX_AGE} precision={0} suffix={messages.personaAgeUnit} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="gender" label={messages.personaGender}>
        <Radio.Group optionType="button" options={[{ value: 'M', label: messages.genderMale }, { value: 'F', label: messages.genderFemale }]} />
      </Form.Item>
      <Form.Item name="planId" label={messages.personaPlan}>
        <Select<string> allowClear placeholder={messages.personaPlanDefault} options={planOptions} />
      </Form.Item>
      <Form.Item name="sumInsuredWan" label={messages.personaSumInsured}>
        <InputNumber<number> min={0} placeholder={messages.personaSumInsuredDefault} suffix={messages.personaSumInsuredUnit} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="channelCode" label={messages.personaChannelCode}>
        <Input maxLength={64} allowClear />
      </Form.Item>
      <Form.Item name="purchaseUserId" label={messages.personaPurchaseUserId}>
        <Input maxLength={64} allowClear />
      </Form.Item>
      <Form.Item name="platform" label={messages.personaPlatform}>
        <Radio.Group optionType="button" options={[{ value: 'browser', label: messages.platformBrowser }, { value: 'wechat', label: messages.platformWechat }]} />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>{messages.personaHint}</Typography.Paragraph>
      <Button type="primary" htmlType="submit" block>
        {messages.personaApply}
      </Button>
    </Form>
  );
}
