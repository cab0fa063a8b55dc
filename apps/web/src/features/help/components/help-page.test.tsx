import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HelpPage } from './help-page.tsx';

afterEach(cleanup);

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/faq', element: <HelpPage variant="standard" /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the help page', () => {
  it('opens with the search of its URL', () => {
    renderAt('/faq?q=accuracy%20score');
    expect((screen.getByLabelText('Search the help') as HTMLInputElement).value).toBe(
      'accuracy score',
    );
    expect(screen.getByText('How is the accuracy score worked out?')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Help topics' })).toBeNull();
  });

  it('writes the search into the URL once typing pauses, keeping the hash', async () => {
    const router = renderAt('/faq#scores');
    expect(screen.getByRole('navigation', { name: 'Help topics' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search the help'), { target: { value: 'password' } });
    expect(screen.queryByRole('navigation', { name: 'Help topics' })).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe('?q=password'));
    expect(router.state.location.hash).toBe('#scores');
  });
});
