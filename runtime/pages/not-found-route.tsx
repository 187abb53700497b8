import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { firstPageAddress } from '../../shared/pages/first-page-address';
import { SCREEN_MESSAGES } from '../../shared/messages/screens';
import { ErrorPage } from '../app/error-page';

/** Any address the app has no page for; 返回首页 leads to page 1 of the same promotion. */
export default function NotFoundRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <ErrorPage status="empty" title={SCREEN_MESSAGES.pageNotFound}>
      <Button color="primary" onClick={() => navigate(firstPageAddress(search))}>
        {SCREEN_MESSAGES.backToStart}
      </Button>
    </ErrorPage>
  );
}
