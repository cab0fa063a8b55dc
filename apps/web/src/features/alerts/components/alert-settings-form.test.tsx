import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type Answer, type SentRequest } from '../../../test-support/fake-fetch.ts';
import { renderRoute } from '../../../test-support/render-route.tsx';
import { AlertSettingsForm } from './alert-settings-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An administrator's settings; `save` answers the PUT. */
function fakeServer(save: (body: unknown) => Answer): SentRequest[] {
  return fakeFetch((request) => {
    if (request.method === 'GET')
      return { status: 200, body: { scoreDropStep: 10, canEdit: true } };
    return save(request.body);
  });
}

const saves = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT');

async function openForm() {
  renderRoute('/alerts', <AlertSettingsForm />, '/alerts');
  return screen.findByLabelText('Step (points)');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the score-drop step', () => {
  it('marks an empty or out-of-range step and sends nothing', async () => {
    const sent = fakeServer(() => ({ status: 500 }));
    const field = await openForm();
    fireEvent.change(field, { target: { value: '' } });
    submit();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a whole number of points.')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '250' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    submit();
    expect(screen.getByText('Use a step from 1 to 100 points.')).toBeTruthy();
    expect(saves(sent)).toEqual([]);
  });

  it('saves the step as a number and says so', async () => {
    const sent = fakeServer(() => ({ status: 200, body: { scoreDropStep: 15, canEdit: true } }));
    const field = await openForm();
    fireEvent.change(field, { target: { value: ' 15 ' } });
    submit();
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(saves(sent).map((request) => request.body)).toEqual([{ scoreDropStep: 15 }]);
  });

  it('shows the refusal the server names the step in under the field', async () => {
    fakeServer(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'scoreDropStep: Use a step from 1 to 100 points.',
        field: 'scoreDropStep',
      },
    }));
    const field = await openForm();
    fireEvent.change(field, { target: { value: '12' } });
    submit();
    expect(await screen.findByText('Use a step from 1 to 100 points.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
