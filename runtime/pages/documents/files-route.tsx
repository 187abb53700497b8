import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { FilesView } from './files-view';

/** `/files`: the plan's several clause documents (spec section 2); 暂无数据 when there are none. */
export default function FilesRoute() {
  return <FilesView title={ORDER_MESSAGES.clauseFilesTitle} />;
}
