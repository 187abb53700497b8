import { atom } from 'jotai';
import type { PreviewPlan } from '../../schema/preview/preview-message';
import type { PreviewPersona } from '../../schema/preview/preview-persona';
import { DEFAULT_PERSONA_PRESET, presetPersona, type PersonaPresetId } from '../../shared/preview/persona-presets';

/** The persona the canvas previews as: a preset, or one the operator set up. */
export interface PersonaChoice {
  readonly presetId: PersonaPresetId | 'custom';
  readonly persona: PreviewPersona;
}

/**
 * Who the preview acts as, for the whole editing session (a second template opens as the same buyer).
 * UI state: undo does not go through it.
 */
export const personaChoiceAtom = atom<PersonaChoice>({ presetId: DEFAULT_PERSONA_PRESET, persona: presetPersona(DEFAULT_PERSONA_PRESET) });

/** The plans of the goods the preview shows, as its runtime reported them. */
export const previewPlansAtom = atom<{ readonly goodsId: string; readonly plans: readonly PreviewPlan[] }>({ goodsId: '', plans: [] });
