import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { useRuntimeEnvironment } from '../../env/use-runtime-environment';
import { showsInChannel } from '../../env/shows-in-channel';
import type { BlockProps } from '../block-props';

/**
 * Shows its children only in a plain browser or only in WeChat. The editor's preview shows them as its
 * persona's browser would; without a persona it cannot tell, and says so.
 */
export default function ChannelBlock({ attrs, children }: BlockProps<'channelBlock'>) {
  const environment = useRuntimeEnvironment();
  if (!environment) {
    return <div role="note" style={{ margin: 12, padding: 12, borderRadius: 8, background: '#fafafa', color: 'var(--adm-color-weak)', fontSize: 13, textAlign: 'center' }}>{SCREEN_MESSAGES.previewUnsupported}</div>;
  }
  return showsInChannel(attrs.channel, environment.channel) ? <>{children}</> : null;
}
