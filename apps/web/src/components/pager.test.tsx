import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './pager.tsx';

afterEach(cleanup);

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('Pager', () => {
  it('says which rows of how many are shown, and on which page', () => {
    render(<Pager page={2} pageSize={25} total={1_300} onPage={() => {}} label="audits" />);
    expect(screen.getByRole('navigation', { name: 'Pages of audits' })).toBeTruthy();
    expect(screen.getByText('26–50 of 1,300 audits')).toBeTruthy();
    expect(screen.getByText('Page 2 of 52')).toBeTruthy();
  });

  it('cannot go back from the first page nor on from the last', () => {
    const { rerender } = render(
      <Pager page={1} pageSize={25} total={60} onPage={() => {}} label="audits" />,
    );
    expect(button('Previous page').disabled).toBe(true);
    expect(button('Next page').disabled).toBe(false);
    rerender(<Pager page={3} pageSize={25} total={60} onPage={() => {}} label="audits" />);
    expect(screen.getByText('51–60 of 60 audits')).toBeTruthy();
    expect(button('Previous page').disabled).toBe(false);
    expect(button('Next page').disabled).toBe(true);
  });

  it('asks for the page before or after', () => {
    const onPage = vi.fn();
    render(<Pager page={2} pageSize={10} total={30} onPage={onPage} label="users" />);
    fireEvent.click(button('Next page'));
    fireEvent.click(button('Previous page'));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('says when there is nothing, or nothing on a page past the end', () => {
    const { rerender } = render(
      <Pager page={1} pageSize={25} total={0} onPage={() => {}} label="audits" />,
    );
    expect(screen.getByText('No audits')).toBeTruthy();
    rerender(<Pager page={4} pageSize={25} total={30} onPage={() => {}} label="audits" />);
    expect(screen.getByText('No audits on this page')).toBeTruthy();
  });

  it('shows the range of a single page without buttons to other pages', () => {
    render(<Pager page={1} pageSize={25} total={4} onPage={() => {}} label="users" />);
    expect(screen.getByText('1–4 of 4 users')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('draws nothing for a single page when the list says its count elsewhere', () => {
    render(
      <Pager page={1} pageSize={25} total={20} onPage={() => {}} label="alerts" hideSinglePage />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
