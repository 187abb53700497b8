import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FLOW_MESSAGES } from '../../shared/messages/flow';

interface Props {
  readonly moduleId: string;
  readonly label: string;
  /** Told of the failure (the preview bridge reports it to the editor). */
  readonly onError?: (moduleId: string, error: Error) => void;
  readonly children: ReactNode;
}

/** Keeps one broken module from taking the page down: it shows an inline error and the rest works. */
export class ModuleErrorBoundary extends Component<Props, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError?.(this.props.moduleId, error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="module-error" style={{ margin: 12, padding: 12, borderRadius: 8, background: '#fff1f0', color: '#cf1322', fontSize: 13 }}>
        <div style={{ fontWeight: 600 }}>
          {this.props.label ? `「${this.props.label}」` : ''}
          {FLOW_MESSAGES.renderErrorTitle}
        </div>
        <div>{FLOW_MESSAGES.renderErrorBody}</div>
      </div>
    );
  }
}
