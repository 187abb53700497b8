import { stepsList } from './steps-list';
import { anchorTabs } from './anchor-tabs';
import { imageList } from './image-list';
import { repeatableBlock } from './repeatable-block';
import { popup } from './popup';
import { modal } from './modal';
import { remarkPopup } from './remark-popup';
import { bottomButtons } from './bottom-buttons';
import { toolbar } from './toolbar';
import { fullScreenTip } from './full-screen-tip';
import { channelBlock } from './channel-block';

/** Layout and container blocks, in palette order. */
export const layoutBlocks = [
  stepsList,
  anchorTabs,
  imageList,
  repeatableBlock,
  popup,
  modal,
  remarkPopup,
  bottomButtons,
  toolbar,
  fullScreenTip,
  channelBlock,
] as const;
