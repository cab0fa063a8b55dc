import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScoreCard } from './score-card.tsx';

afterEach(cleanup);

function card() {
  return screen.getByTestId('card');
}

describe('ScoreCard', () => {
  it('shows N/A in gray for a missing score, and no change without a previous month', () => {
    render(
      <ScoreCard data-testid="card" label="Accuracy" kind="score" value={null} delta={null} />,
    );
    expect(screen.getByTestId('kpi-value').textContent).toBe('N/A');
    expect(card().dataset.band).toBe('gray');
    expect(card().className).toMatch(/band-gray/);
    expect(screen.getByTitle('No figure for the previous month')).toBeTruthy();
  });

  it('takes the band from the rounded score the user reads', () => {
    render(<ScoreCard data-testid="card" label="Accuracy" kind="score" value={89.5} />);
    expect(screen.getByTestId('kpi-value').textContent).toBe('90/100');
    expect(card().dataset.band).toBe('green');
    cleanup();
    render(<ScoreCard data-testid="card" label="Accuracy" kind="score" value={59.4} />);
    expect(card().dataset.band).toBe('red');
    cleanup();
    render(<ScoreCard data-testid="card" label="Accuracy" kind="score" value={60} />);
    expect(card().dataset.band).toBe('yellow');
  });

  it('floors scores of 99 and more, so only a perfect score reads 100', () => {
    render(<ScoreCard data-testid="card" label="Accuracy" kind="score" value={99.7} />);
    expect(screen.getByTestId('kpi-value').textContent).toBe('99/100');
  });

  it('shows a rise as good news for scores', () => {
    render(<ScoreCard data-testid="card" label="Accuracy" kind="score" value={94} delta={2} />);
    const delta = screen.getByText('up 2 points from the previous month').parentElement!;
    expect(delta.textContent).toContain('+2');
    expect(delta.className).toMatch(/better/);
  });

  it('shows a fall in knockout as good news, and no band for a share', () => {
    render(
      <ScoreCard
        data-testid="card"
        label="Knockout share"
        kind="share"
        value={15.2}
        delta={-2}
        lowerIsBetter
      />,
    );
    expect(screen.getByTestId('kpi-value').textContent).toBe('15%');
    expect(card().dataset.band).toBeUndefined();
    const delta = screen.getByText(
      'down 2 percentage points from the previous month',
    ).parentElement!;
    expect(delta.className).toMatch(/better/);
  });

  it('marks a fall in accuracy as bad news and no change as neutral', () => {
    render(<ScoreCard data-testid="card" label="Accuracy" kind="score" value={80} delta={-3} />);
    expect(
      screen.getByText('down 3 points from the previous month').parentElement!.className,
    ).toMatch(/worse/);
    cleanup();
    render(<ScoreCard data-testid="card" label="Accuracy" kind="score" value={80} delta={0} />);
    expect(
      screen.getByText('unchanged 0 points from the previous month').parentElement!.className,
    ).toMatch(/flat/);
  });

  it('says a figure did not load, with a retry, instead of an N/A that reads as data', () => {
    const onRetry = vi.fn();
    render(
      <ScoreCard
        data-testid="card"
        label="Accuracy"
        kind="score"
        value={null}
        delta={null}
        failed
        onRetry={onRetry}
      />,
    );
    expect(screen.getByTestId('kpi-value').textContent).toBe('Did not load');
    expect(card().dataset.band).toBeUndefined();
    expect(screen.queryByText('N/A')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
