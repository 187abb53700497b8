import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BUYER_LINK_TOKEN_PATTERN } from '../../../schema/api/buyer-link';
import { ERROR_MESSAGES } from '../../../shared/messages/errors';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { useRuntime } from '../../app/runtime-context';
import { buyerLinkPath } from '../../order-flow/buyer-link-path';
import { finalRefusal } from '../../order-flow/final-refusal';
import { PageFrame, PageMissing, PageWaiting } from './page-frame';

const TOKEN = new RegExp(BUYER_LINK_TOKEN_PATTERN);

/**
 * `/link#<token>`: a buyer link from a QR code or a message (the spec's "POST {token}"). Asks the
 * server to open it (`resolveBuyerLink`, the token in the body); the order becomes this browser's, and
 * the buyer goes on, with history replaced, to pay it, to its result or to its detail. A link that is
 * malformed, expired or unknown says 链接不存在或已失效，请重新获取; a failure on the way can be retried
 * (重新加载).
 */
export default function BuyerLinkRoute() {
  const { api, query } = useRuntime();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const token = hash.replace(/^#/, '');
  const valid = TOKEN.test(token);
  const [failure, setFailure] = useState<'gone' | 'network' | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const from = query.params.from;

  useEffect(() => {
    if (!valid) return undefined;
    let current = true;
    setFailure(undefined);
    api.call('resolveBuyerLink', { token }).then(
      (reply) => {
        if (current && reply.result) navigate(buyerLinkPath(reply.result, from), { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        setFailure(finalRefusal(error) ? 'gone' : 'network');
      },
    );
    return () => {
      current = false;
    };
  }, [api, token, valid, from, navigate, attempt]);

  return (
    <PageFrame title={ORDER_MESSAGES.orderDetailTitle}>
      {!valid || failure === 'gone' ? (
        <PageMissing text={ORDER_MESSAGES.linkExpired} />
      ) : failure === 'network' ? (
        <PageMissing text={ERROR_MESSAGES.networkError}>
          <Button color="primary" onClick={() => setAttempt((n) => n + 1)}>
            {ORDER_MESSAGES.reload}
          </Button>
        </PageMissing>
      ) : (
        <PageWaiting text={ORDER_MESSAGES.linkOpening} />
      )}
    </PageFrame>
  );
}
