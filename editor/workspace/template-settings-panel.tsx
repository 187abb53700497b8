import { ColorPicker, Form, Input, Select, Switch, Typography } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { INSURANCE_CATEGORIES } from '../../schema/template/insurance-category';
import { HOLDER_TYPES } from '../../schema/template/template-config';
import { Heading } from '../app/heading';
import { dispatchDocumentAtom, templateAtom } from '../document/document-atoms';
import type { TemplateSettings } from '../document/template-settings';
import { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import { useMessages } from '../i18n/use-messages';

type HolderChoice = (typeof HOLDER_TYPES)[number] | '';

const TEXT_SETTINGS = ['goodsId', 'goodsName', 'channelId', 'channelGoodsId', 'partnerPurchaseUserMarker'] as const;

/**
 * The whole template's settings, shown while no module is selected. Each field carries the pointer of
 * its setting (`data-property-path`), so a problem of the template (no goods linked, a theme colour
 * too light) leads to it.
 */
export function TemplateSettingsPanel() {
  const messages = useMessages(WORKSPACE_MESSAGES);
  const template = useAtomValue(templateAtom);
  const dispatch = useSetAtom(dispatchDocumentAtom);
  // Typing in one setting is one undo step: the setting names the coalesce key.
  const set = (settings: Partial<TemplateSettings>, key: keyof TemplateSettings) =>
    dispatch({ type: 'setTemplateSettings', settings, coalesceKey: `settings:${key}` });
  const holderNames = { '1': messages.holderPerson, '2': messages.holderCompany } as const;

  return (
    <section aria-label={messages.settings}>
      <Heading level={2} look={5} style={{ marginBottom: 8 }}>{messages.settings}</Heading>
      <Typography.Paragraph type="secondary">{messages.settingsHint}</Typography.Paragraph>
      <Form layout="vertical" size="small">
        <Form.Item label={messages.themeColor} data-property-path="/themeColor">
          <ColorPicker
            aria-label={messages.themeColor}
            value={template.themeColor}
            disabledAlpha
            showText
            onChange={(colour) => set({ themeColor: colour.toHexString() }, 'themeColor')}
          />
        </Form.Item>
        <Form.Item label={messages.insuranceCategory} data-property-path="/insuranceCategory">
          <Select
            aria-label={messages.insuranceCategory}
            value={template.insuranceCategory}
            onChange={(insuranceCategory) => set({ insuranceCategory }, 'insuranceCategory')}
            options={INSURANCE_CATEGORIES.map((category) => ({ value: category, label: messages[category] }))}
          />
        </Form.Item>
        {TEXT_SETTINGS.map((key) => (
          <Form.Item key={key} label={messages[key]} data-property-path={`/${key}`}>
            <Input aria-label={messages[key]} value={template[key] ?? ''} onChange={(event) => set({ [key]: event.target.value }, key)} />
          </Form.Item>
        ))}
        <Form.Item label={messages.holderType} data-property-path="/fields/holderType">
          <Select<HolderChoice>
            aria-label={messages.holderType}
            value={template.fields?.holderType ?? ''}
            onChange={(value) => set({ holderType: value === '' ? undefined : value }, 'holderType')}
            options={[
              { value: '', label: messages.holderTypeUnset },
              ...HOLDER_TYPES.map((holderType) => ({ value: holderType, label: `${holderType} ${holderNames[holderType]}` })),
            ]}
          />
        </Form.Item>
        <Form.Item label={messages.salesRecording} extra={messages.salesRecordingHint} data-property-path="/salesRecording">
          <Switch
            aria-label={messages.salesRecording}
            checked={template.salesRecording !== false}
            onChange={(on) => set({ salesRecording: on }, 'salesRecording')}
          />
        </Form.Item>
      </Form>
    </section>
  );
}
