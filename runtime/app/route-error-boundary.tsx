import { Component, type ReactNode } from 'react';
import { FLOW_MESSAGES } from '../../shared/messages/flow';
import { ErrorPage } from './error-page';

interface Props {
  /** The address; moving elsewhere clears a shown error (and only then: pages keep their state). */
  readonly resetKey: string;
  readonly children: ReactNode;
}

/**
 * The last line under every page (spec section 2: a render error shows 出错了 / 糟糕。。。出错了。。。
 * with the stack): a page whose code cannot load or that throws outside any module's own boundary
 * shows this instead of a white screen. The stack is folded away, for whoever the buyer sends it to.
 */
export class RouteErrorBoundary extends Component<Props, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: undefined });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorPage status="default" title={FLOW_MESSAGES.renderErrorTitle} description={FLOW_MESSAGES.renderErrorBody}>
        <details style={{ maxWidth: '100%', padding: '0 16px', textAlign: 'left', fontSize: 12, color: 'var(--adm-color-weak)' }}>
          <summary>{error.message}</summary>
          <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{error.stack}</pre>
        </details>
      </ErrorPage>
    );
  }
}
