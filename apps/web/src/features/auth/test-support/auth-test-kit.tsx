import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { LinkExpiredScreen } from '../components/link-expired-screen.tsx';
import { RestoreRequestScreen } from '../components/restore-request-screen.tsx';
import { SetPasswordScreen } from '../components/set-password-screen.tsx';
import { SignInScreen } from '../components/sign-in-screen.tsx';
import { SsoSignInScreen } from '../components/sso-sign-in-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | Error;

/**
 * Stands in for the server at the fetch boundary, so the screens run through the real API client
 * (CSRF header, error parsing) rather than a mocked module. Unlisted calls answer 404.
 */
export function fakeServer(answers: Record<string, Answer>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(String(input), 'http://localhost').pathname;
    sent.push({
      method,
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = answers[`${method} ${path}`] ?? serverError(404, `No route for ${path}`);
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

export function serverError(status: number, message: string, field?: string): Answer {
  return { status, body: { statusCode: status, error: 'Error', message, field } };
}

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>Now at {`${pathname}${search}`}</p>;
}

/** The /login children as the app routes them, and a stand-in for every other page. */
export function renderAuthRoute(path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        children: [
          { index: true, element: <SignInScreen /> },
          { path: 'restore', element: <RestoreRequestScreen /> },
          {
            path: 'restore/user/:id/token/:token',
            element: <SetPasswordScreen purpose="restore" />,
          },
          { path: 'create/user/:id/token/:token', element: <SetPasswordScreen purpose="create" /> },
          { path: 'restore/expired', element: <LinkExpiredScreen /> },
          { path: 'sso', element: <SsoSignInScreen /> },
        ],
      },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [{ pathname: path.split('?')[0], search: path.split('?')[1] ?? '', state }] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
