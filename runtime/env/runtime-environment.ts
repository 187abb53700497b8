import { detectDevice, type DeviceKind } from './device-kind';
import { insurerAppTokens } from './insurer-app-tokens';
import { detectChannel, type RuntimeChannel } from './runtime-channel';

/** Where the buyer app runs: the channel it is opened in and the device it is held in. */
export interface RuntimeEnvironment {
  readonly channel: RuntimeChannel;
  readonly device: DeviceKind;
}

/** The parts of `window` the environment is read from. */
export interface EnvironmentWindow {
  readonly navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>;
  readonly __wxjs_environment?: unknown;
}

/**
 * The environment of this page, read afresh on each call: WeChat sets `__wxjs_environment` only once
 * its bridge is ready, so a later read can know more than the first.
 */
export function currentEnvironment(win: EnvironmentWindow = window as unknown as EnvironmentWindow): RuntimeEnvironment {
  const { userAgent, maxTouchPoints } = win.navigator;
  return {
    channel: detectChannel({
      userAgent,
      wxjsEnvironment: win.__wxjs_environment,
      insurerAppTokens: insurerAppTokens(import.meta.env.VITE_INSURER_APP_UA_TOKENS as string | undefined),
    }),
    device: detectDevice({ userAgent, maxTouchPoints: maxTouchPoints || 0 }),
  };
}
