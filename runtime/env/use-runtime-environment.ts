import { useAtomValue } from 'jotai';
import type { PreviewPersona } from '../../schema/preview/preview-persona';
import { useRuntime } from '../app/runtime-context';
import { previewPersonaAtom } from '../state/preview-atoms';
import { currentEnvironment, type RuntimeEnvironment } from './runtime-environment';

/** Where a persona opens the app: WeChat or a plain browser, on a phone. */
export function personaEnvironment(persona: PreviewPersona): RuntimeEnvironment {
  return { channel: persona.platform, device: 'phone' };
}

/**
 * The environment a block adapts to. Buyers get the one their browser reveals, read on each render
 * (WeChat tells a mini-program only once its bridge is ready); the editor's preview, whose frame
 * reveals only the operator's desktop, gets the persona's, and undefined until the editor names a
 * persona: then the preview cannot tell.
 */
export function useRuntimeEnvironment(): RuntimeEnvironment | undefined {
  const { query } = useRuntime();
  const persona = useAtomValue(previewPersonaAtom);
  if (query.mode !== 'preview') return currentEnvironment();
  return persona && personaEnvironment(persona);
}
