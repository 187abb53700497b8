import { Component, type ReactNode } from 'react';
import type { TemplateState } from '../template/template-state';
import { describeProblems } from './preview-view';
import { PreviewProblemsView } from './preview-problems-view';

interface Props {
  /** The template check shown: a new one (the operator's next edit) tries the page again. */
  readonly state: TemplateState;
  readonly children: ReactNode;
}

/**
 * Around the previewed page: a page that fails outside every module's own frame (a broken page of an
 * invalid template, say) shows the template's problems instead, until the next edit renders it again.
 */
export class PreviewRenderBoundary extends Component<Props, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.state !== this.props.state) this.setState({ error: undefined });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <PreviewProblemsView issues={describeProblems(this.props.state)} cause={error.message} />;
  }
}
