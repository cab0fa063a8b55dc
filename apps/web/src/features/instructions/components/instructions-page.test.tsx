import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstructionsPage } from './instructions-page.tsx';

const scrollIntoView = Element.prototype.scrollIntoView;

afterEach(() => {
  cleanup();
  Element.prototype.scrollIntoView = scrollIntoView;
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/instructions/*', element: <InstructionsPage /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('InstructionsPage', () => {
  it('lists every guide, each a link to its page', () => {
    renderAt('/instructions');
    expect(screen.getByRole('heading', { level: 1, name: 'Instructions' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Guides by channel' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/instructions/google-business-profile',
      '/instructions/booking-com',
      '/instructions/expedia-group',
      '/instructions/tripadvisor',
      '/instructions/gds',
      '/instructions/meeting-and-event-platforms',
      '/instructions/other-channels',
    ]);
  });

  it('shows a guide with its contents and every section', () => {
    renderAt('/instructions/booking-com');
    expect(screen.getByRole('heading', { level: 1, name: 'Booking.com' })).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(
      within(contents).getByRole('link', { name: 'Address and map pin' }).getAttribute('href'),
    ).toBe('#fix-address');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Contents',
      'Who owns the listing',
      'How to fix each characteristic',
      'How long a fix takes to show',
      'How to confirm the fix',
    ]);
    expect(screen.getByText('admin.booking.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All instructions' }).getAttribute('href')).toBe(
      '/instructions',
    );
  });

  it('opens a linked guide at the steps of its characteristic, focused for the keyboard', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderAt('/instructions/gds#fix-meeting-rooms');
    const topic = document.getElementById('fix-meeting-rooms')!;
    expect(within(topic).getByRole('heading', { level: 3 }).textContent).toBe('Meeting rooms');
    expect(topic.getAttribute('data-linked')).toBe('true');
    expect(document.activeElement).toBe(topic);
    expect(scrolled).toHaveBeenCalled();
  });

  it('says so when the path names no guide', () => {
    renderAt('/instructions/filters');
    expect(screen.getByText('There is no such guide')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See every guide' }).getAttribute('href')).toBe(
      '/instructions',
    );
  });
});
