import type { PreviewPersona } from '../../schema/preview/preview-persona';
import type { PersonaPresetId } from '../../shared/preview/persona-presets';
import { formatMessage } from '../i18n/message-catalogue';
import type { CANVAS_MESSAGES } from '../i18n/messages/canvas';

type CanvasMessages = (typeof CANVAS_MESSAGES)['en-US'];

/** The message key naming each preset. */
const PRESET_LABEL_KEYS: Readonly<Record<PersonaPresetId, keyof CanvasMessages>> = {
  'adult-male': 'personaAdultMale',
  'adult-female-wechat': 'personaAdultFemaleWechat',
  'middle-aged-male': 'personaMiddleAgedMale',
  'senior-female': 'personaSeniorFemale',
  child: 'personaChild',
  'partner-channel': 'personaPartnerChannel',
};

/** A preset's name in the operator's language. */
export function presetLabel(id: PersonaPresetId, messages: CanvasMessages): string {
  return messages[PRESET_LABEL_KEYS[id]];
}

/** A persona in a few words: age, gender, browser, and the channel or plan it names. */
export function personaSummary(persona: PreviewPersona, messages: CanvasMessages, planName?: string): string {
  const summary = formatMessage(messages.personaSummary, {
    age: persona.insuredAge,
    gender: persona.gender === 'M' ? messages.genderMale : messages.genderFemale,
    platform: persona.platform === 'wechat' ? messages.platformWechat : messages.platformBrowser,
  });
  return [summary, planName ?? persona.planId, persona.channelCode, persona.purchaseUserId].filter((part) => part !== undefined).join(' · ');
}
