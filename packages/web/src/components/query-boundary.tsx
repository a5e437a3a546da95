import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, Suspense, type ReactNode } from 'react';
import { LoadError } from './load-error';
import { Loading } from './loading';

class Catch extends Component<{ title?: string; onReset: () => void; children: ReactNode }, { failed: { error: unknown } | null }> {
  override state: { failed: { error: unknown } | null } = { failed: null };
  static getDerivedStateFromError(error: unknown) {
    return { failed: { error } };
  }
  override render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    const retry = () => {
      this.props.onReset();
      this.setState({ failed: null });
    };
    return <LoadError title={this.props.title} error={failed.error} retry={retry} />;
  }
}

/**
 * A part of a page that reads on its own (a tab's panel, a paged list, a dialog): its
 * `useSuspenseQuery` reads wait in the one Loading and fail into the one LoadError (`title`, Try
 * again refetches) — the route's own defaults (router.tsx), for a part that must not take the whole
 * page with it (ADR 106).
 */
export function QueryBoundary({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Catch title={title} onReset={reset}>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </Catch>
      )}
    </QueryErrorResetBoundary>
  );
}
