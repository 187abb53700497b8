import { Component, type ReactNode } from 'react';

/**
 * Around work the buyer never sees (a background draft save): when it trips over data it did not
 * expect, it stops quietly instead of taking the page down with it. The blocks that show the same
 * data report the problem in their own frames.
 */
export class QuietBoundary extends Component<{ readonly children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
