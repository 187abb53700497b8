import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { FilesView } from './files-view';

/**
 * `/recordProduct`: the product's filing record (产品备案信息). What an insurer files with the regulator
 * for a product is its clause documents, so this lists those of the address's goods and plan, each
 * opening in the document viewer; 暂无数据 when there are none.
 */
export default function RecordProductRoute() {
  return <FilesView title={ORDER_MESSAGES.recordProductTitle} />;
}
