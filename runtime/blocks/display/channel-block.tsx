import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { useRuntime } from '../../app/runtime-context';
import { currentEnvironment } from '../../env/runtime-environment';
import { showsInChannel } from '../../env/shows-in-channel';
import type { BlockProps } from '../block-props';

/** Shows its children only in a plain browser or only in WeChat; the preview cannot tell, and says so. */
export default function ChannelBlock({ attrs, children }: BlockProps<'channelBlock'>) {
  const { query } = useRuntime();
  if (query.mode === 'preview') {
    return <div role="note" style={{ margin: 12, padding: 12, borderRadius: 8, background: '#fafafa', color: '#999', fontSize: 13, textAlign: 'center' }}>{SCREEN_MESSAGES.previewUnsupported}</div>;
  }
  return showsInChannel(attrs.channel, currentEnvironment().channel) ? <>{children}</> : null;
}
