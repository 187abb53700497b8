import { adBanner } from './ad-banner';
import { productBanner } from './product-banner';
import { pictures } from './pictures';
import { faqAccordion } from './faq-accordion';
import { qaList } from './qa-list';
import { claimFlowIntro } from './claim-flow-intro';
import { infoList } from './info-list';
import { consultButtons } from './consult-buttons';
import { customerService } from './customer-service';
import { portraitIcon } from './portrait-icon';

/** Marketing and display blocks, in palette order. */
export const marketingBlocks = [
  adBanner,
  productBanner,
  pictures,
  faqAccordion,
  qaList,
  claimFlowIntro,
  infoList,
  consultButtons,
  customerService,
  portraitIcon,
] as const;
