import type { CallHandlers } from '../../app/call-handler';
import { bankBinHandlers } from './bank-bin-handlers';
import { channelHandlers } from './channel-handlers';
import { dictionaryHandlers } from './dictionary-handlers';
import { documentHandlers } from './document-handlers';
import { occupationLimitHandlers } from './occupation-limit-handlers';
import { reservationHandlers } from './reservation-handlers';
import { staffHandlers } from './staff-handlers';
import { uploadHandlers } from './upload-handlers';
import { wechatHandlers } from './wechat-handlers';

/**
 * The reference domain's calls of the contract: dictionaries, occupation limit, bank BIN, documents,
 * image upload, channel attributes, staff check, appointments, WeChat signature and share info.
 */
export const referenceHandlers: CallHandlers = {
  ...dictionaryHandlers,
  ...occupationLimitHandlers,
  ...bankBinHandlers,
  ...documentHandlers,
  ...uploadHandlers,
  ...channelHandlers,
  ...staffHandlers,
  ...reservationHandlers,
  ...wechatHandlers,
};
