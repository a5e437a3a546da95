import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@tablestay/api/root';
import type { PlanProduct } from '@tablestay/core/billing/plans';
import { currentLocale } from './i18n';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => !(error instanceof TRPCClientError && error.data?.httpStatus < 500) && count < 2,
    },
  },
});

export const trpcClient = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: '/api/trpc', maxItems: 10, headers: () => ({ 'x-locale': currentLocale() }) })],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = typeof trpc;

export { errorCode, isInvalidInput, isNetworkError, transportFailure } from './i18n/errors';

export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof TRPCClientError && error.data?.fieldErrors ? (error.data.fieldErrors as Record<string, string>) : {};
}

/** The plan a refused call needs (403 `billing.*_required`, ADR 104: the API's `data.plan`), else null. */
export function requiredPlan(error: unknown): PlanProduct | null {
  return error instanceof TRPCClientError ? ((error as TRPCClientError<AppRouter>).data?.plan ?? null) : null;
}
