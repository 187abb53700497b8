import type { AttrsOf } from '../../schema/catalogue';
import type { RuntimeChannel } from './runtime-channel';

/** The channels a channel-specific block can be limited to (the channel block's `channel` attr). */
export type DisplayChannel = AttrsOf<'channelBlock'>['channel'];

/**
 * Whether a block limited to `channel` shows in this channel (spec section 1: channel-specific blocks
 * show only in a plain browser or only in WeChat). A mini-program and an insurer's app are neither,
 * so both kinds stay hidden there.
 */
export function showsInChannel(channel: DisplayChannel, current: RuntimeChannel): boolean {
  return channel === current;
}
