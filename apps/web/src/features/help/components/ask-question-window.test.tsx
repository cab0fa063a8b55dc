import { QUESTION_SEND_FAILED_MESSAGE } from '@lens/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLogStore } from '../../../lib/log-store.ts';
import { AskQuestionWindow } from './ask-question-window.tsx';
import { useAskQuestion } from './ask-question-store.ts';

const image = (name: string, bytes: number, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

function stubQuestionEndpoint(status: number, failure: object = { message: 'mail down' }) {
  const fetch = vi.fn(
    async () =>
      new Response(
        status === 200
          ? JSON.stringify({
              message: 'Success: Your question has been sent. We will answer within 48 hours.',
            })
          : JSON.stringify({ statusCode: status, error: 'Error', ...failure }),
        { status, headers: { 'content-type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function attach(...files: File[]) {
  fireEvent.change(screen.getByTestId('question-images'), { target: { files } });
}

beforeEach(() => {
  act(() => useAskQuestion.getState().setOpen(true));
  render(<AskQuestionWindow defaultEmail="marco@meridian.example" />);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAskQuestion.setState({ open: false });
  useLogStore.setState({ messages: [] });
});

describe('the ask-question window', () => {
  it('marks blank email and message, sends nothing, and clears a mark on edit', () => {
    const fetch = stubQuestionEndpoint(200);
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect(screen.getByLabelText('Your email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Your question').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter your email address')).toBeTruthy();
    expect(screen.getByText('Please write your question')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Your email'));
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'W' } });
    expect(screen.getByLabelText('Your question').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Your email').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a pick with a file that is not an image, keeping what was attached', () => {
    attach(image('lobby.png', 1000));
    attach(image('rates.pdf', 1000, 'application/pdf'), image('pool.png', 1000));
    expect(screen.getByRole('alert').textContent).toBe('Error: Only images allowed');
    expect(screen.getByRole('list', { name: 'Attached images' }).textContent).toContain(
      'lobby.png',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('refuses a pick that brings the total to 25 MB', () => {
    attach(image('a.png', 13_000_000));
    attach(image('b.png', 12_000_000));
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: The maximum allowable total files size is 25MB',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('stops offering more files at ten, and says which were left out', () => {
    attach(...Array.from({ length: 12 }, (_, i) => image(`shot-${i}.png`, 100)));
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('status').textContent).toBe(
      '2 images were not attached: a question carries at most 10.',
    );
    expect(screen.queryByRole('button', { name: 'Attach images' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove shot-0.png' }));
    expect(screen.getByRole('button', { name: 'Attach images' })).toBeTruthy();
  });

  it('sends email, message and each image as multipart, then says so', async () => {
    const fetch = stubQuestionEndpoint(200);
    fireEvent.change(screen.getByLabelText('Your question'), {
      target: { value: 'Why is our phone number red on Google?' },
    });
    attach(image('google.png', 2048));
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    await waitFor(() => expect(useLogStore.getState().messages).toHaveLength(1));
    expect(useLogStore.getState().messages[0]).toMatchObject({
      tone: 'success',
      text: 'Success: Your question has been sent. We will answer within 48 hours.',
    });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const form = init.body as FormData;
    expect(form.get('email')).toBe('marco@meridian.example');
    expect(form.get('message')).toBe('Why is our phone number red on Google?');
    expect((form.getAll('image') as File[]).map((file) => file.name)).toEqual(['google.png']);
    expect(useAskQuestion.getState().open).toBe(false);
  });

  it('comes back with the question as typed and the error when sending fails', async () => {
    stubQuestionEndpoint(502);
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText(QUESTION_SEND_FAILED_MESSAGE)).toBeTruthy();
    expect(useAskQuestion.getState().open).toBe(true);
    expect((screen.getByLabelText('Your question') as HTMLTextAreaElement).value).toBe('Hello?');
    expect(useLogStore.getState().messages).toEqual([]);
  });

  it('shows a refusal that names a field under that field', async () => {
    stubQuestionEndpoint(400, { message: 'email: must not be blank', field: 'email' });
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText('Must not be blank')).toBeTruthy();
    expect(screen.getByLabelText('Your email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(QUESTION_SEND_FAILED_MESSAGE)).toBeNull();
  });

  it('shows the refusal of an image where a refused pick is', async () => {
    stubQuestionEndpoint(400, {
      message: 'image.0.type: Error: Only images allowed',
      field: 'image.0.type',
    });
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Hello?' } });
    attach(image('lobby.png', 1000));
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Only images allowed');
    attach(image('pool.png', 1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
