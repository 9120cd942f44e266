import { Component, type ReactNode } from 'react';

/**
 * Renders nothing instead of its children when they fail: for optional parts whose code may not
 * load (the toast container right after a deploy, when old chunks are gone), so their failure does
 * not replace the page with the error screen.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
