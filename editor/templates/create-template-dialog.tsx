import { App, Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import type { EditorTemplate, EditorTemplateSummary } from '../../schema/api/editor/editor-template';
import type { EditorApiClient } from '../api/editor-api-client';
import { apiErrorText } from '../app/api-error-text';
import { formatMessage } from '../i18n/message-catalogue';
import { APP_MESSAGES } from '../i18n/messages/app';
import { TEMPLATES_MESSAGES } from '../i18n/messages/templates';
import { useMessages } from '../i18n/use-messages';
import { INSURANCE_CATEGORIES } from '../../schema/template/insurance-category';

type Category = (typeof INSURANCE_CATEGORIES)[number];

interface CreateForm {
  name: string;
  from: 'empty' | 'published';
  insuranceCategory: Category;
  sourceId?: string;
}

export interface CreateTemplateDialogProps {
  readonly api: EditorApiClient;
  readonly open: boolean;
  /** The tenant's templates; those with a published version can be the starting point. */
  readonly templates: readonly EditorTemplateSummary[];
  readonly onClose: () => void;
  readonly onCreated: (template: EditorTemplate) => void;
}

/** Creates a template: empty (one blank page of a category) or from another template's latest published version. */
export function CreateTemplateDialog({ api, open, templates, onClose, onCreated }: CreateTemplateDialogProps) {
  const messages = useMessages(TEMPLATES_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const { message } = App.useApp();
  const [form] = Form.useForm<CreateForm>();
  const from = Form.useWatch('from', form);
  const [saving, setSaving] = useState(false);
  const sources = templates.filter((template) => template.latestVersion !== null);
  const categoryLabels: Record<Category, string> = {
    healthInsurance: messages.categoryHealth,
    lifeInsurance: messages.categoryLife,
    propertyInsurance: messages.categoryProperty,
  };

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    const name = values.name.trim();
    const source = values.from === 'published' && values.sourceId ? { templateId: values.sourceId } : undefined;
    const result = await api.createTemplate({ body: source ? { name, source } : { name, insuranceCategory: values.insuranceCategory } });
    setSaving(false);
    if (!result.ok) {
      void message.error(apiErrorText(result.error, appMessages));
      return;
    }
    void message.success(formatMessage(messages.created, { name: result.value.name }));
    form.resetFields();
    onCreated(result.value);
  };

  return (
    <Modal
      open={open}
      title={messages.createTitle}
      okText={messages.createOk}
      cancelText={messages.cancel}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form<CreateForm> form={form} layout="vertical" initialValues={{ from: 'empty', insuranceCategory: 'healthInsurance' }}>
        <Form.Item name="name" label={messages.createName} rules={[{ required: true, whitespace: true, message: messages.createNameRequired }, { max: 50 }]}>
          <Input maxLength={50} autoFocus />
        </Form.Item>
        <Form.Item name="from" label={messages.createFrom}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'empty', label: messages.createEmpty },
              { value: 'published', label: messages.createFromPublished, disabled: sources.length === 0 },
            ]}
          />
        </Form.Item>
        {from === 'published' ? (
          <Form.Item name="sourceId" label={messages.createSource} rules={[{ required: true, message: messages.createSourceRequired }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={sources.map((source) => ({
                value: source.templateId,
                label: formatMessage(messages.createSourceVersion, { name: source.name, version: source.latestVersion ?? '' }),
              }))}
            />
          </Form.Item>
        ) : (
          <Form.Item name="insuranceCategory" label={messages.createCategory}>
            <Select options={INSURANCE_CATEGORIES.map((category) => ({ value: category, label: categoryLabels[category] }))} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
