import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload.ts';
import { useLogStore } from './log-store.ts';

afterEach(() => useLogStore.getState().clearErrors());

const Chart = ({ label }: { label: string }) => <p>Chart of {label}</p>;

describe('lazyWithPreload', () => {
  it('draws a preloaded component straight away, without a Suspense fallback', async () => {
    let imports = 0;
    const { Component, preload } = lazyWithPreload(async () => {
      imports += 1;
      return Chart;
    });
    preload();
    preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <Suspense fallback={<p>Loading chart</p>}>
        <Component label="accuracy" />
      </Suspense>,
    );
    expect(screen.getByText('Chart of accuracy')).toBeTruthy();
    expect(screen.queryByText('Loading chart')).toBeNull();
    expect(imports).toBe(1);
  });

  it('suspends until the chunk arrives when it was not preloaded', async () => {
    const { Component } = lazyWithPreload(async () => Chart);
    render(
      <Suspense fallback={<p>Loading chart</p>}>
        <Component label="knockout" />
      </Suspense>,
    );
    expect(screen.getByText('Loading chart')).toBeTruthy();
    expect(await screen.findByText('Chart of knockout')).toBeTruthy();
  });

  it('tries a failed load again on the next preload', async () => {
    let attempts = 0;
    const { preload, Component } = lazyWithPreload(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return Chart;
    });
    preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<Component label="content" />);
    expect(screen.getByText('Chart of content')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
