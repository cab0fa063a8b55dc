import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditDetails } from '../test-support/audit-fixtures.ts';
import { installFakeAuditApi } from '../test-support/fake-audit-api.ts';
import { renderAudit } from '../test-support/render-audit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const rows = () => screen.getAllByTestId('characteristic-row');
const rowOf = (type: string) =>
  rows().find((row) => row.getAttribute('data-characteristic') === type)!;
const cell = (type: string, side: 'source' | 'channel') =>
  rowOf(type).querySelector(`[data-side="${side}"]`)!.textContent;

describe('characteristics', () => {
  it('lists the scored characteristics by priority, leaving out those without accuracy', async () => {
    installFakeAuditApi();
    renderAudit();
    await screen.findByTestId('audit-general');
    expect(rows().map((row) => row.getAttribute('data-characteristic'))).toEqual([
      'NAME',
      'BRAND',
      'PHONE',
      'GEO_COORDINATES',
      'STAR_RATING',
      'DESCRIPTION',
      'PHOTOS',
    ]);
  });

  it('shows each status in its colour', async () => {
    installFakeAuditApi();
    renderAudit();
    await screen.findByTestId('audit-general');
    const pill = (type: string) => rowOf(type).querySelector('[data-status]')!;
    expect(pill('PHONE').getAttribute('data-color')).toBe('red');
    expect(pill('PHONE').textContent).toBe('INACCURATE');
    expect(pill('NAME').getAttribute('data-color')).toBe('green');
    expect(pill('STAR_RATING').getAttribute('data-color')).toBe('red');
  });

  it('relabels star ratings and shows the brand with its code', async () => {
    installFakeAuditApi();
    renderAudit();
    await screen.findByTestId('audit-general');
    expect(cell('STAR_RATING', 'source')).toBe('5 stars');
    expect(cell('STAR_RATING', 'channel')).toBe('4.5 stars');
    expect(cell('BRAND', 'source')).toBe('Meridian (MER)');
  });

  it('shows a Short name as Name when there is no Name', async () => {
    const details = auditDetails();
    const results = details.generalWidgetDashboardDto.auditDetailsCharacteristicDtos.filter(
      (row) => row.characteristicType !== 'NAME',
    );
    results.push({
      ...results[0]!,
      characteristicType: 'SHORT_NAME',
      name: 'Short name',
      priority: 0,
    });
    installFakeAuditApi({
      details: {
        ...details,
        generalWidgetDashboardDto: { auditDetailsCharacteristicDtos: results },
      },
    });
    renderAudit();
    await screen.findByTestId('audit-general');
    expect(within(rowOf('SHORT_NAME')).getByRole('rowheader').textContent).toBe('Name');
  });

  it('says how long ago the listing was audited', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 19, 12), toFake: ['Date'] });
    installFakeAuditApi();
    renderAudit();
    expect((await screen.findByTestId('audit-age')).textContent).toBe(
      'Audited 5 Nov 2026, 2 weeks ago',
    );
  });

  it('says which engine version scored the listing, and when to the minute on hover', async () => {
    installFakeAuditApi({
      details: auditDetails({ engineVersion: 3, scoredAt: '2026-11-24T20:31:00Z' }),
    });
    renderAudit();
    const stamp = await screen.findByTestId('audit-engine');
    expect(stamp.textContent).toBe('Scored with engine v3 on 24 Nov 2026');
    const time = stamp.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe('2026-11-24T20:31:00Z');
    expect(time.getAttribute('title')).toBe('24 Nov 2026, 20:31 UTC');
  });

  it('says so when the audit was scored before engine versions were recorded', async () => {
    installFakeAuditApi({ details: auditDetails({ engineVersion: 0, scoredAt: null }) });
    renderAudit();
    expect((await screen.findByTestId('audit-engine')).textContent).toBe(
      'Scored before engine versions were recorded',
    );
  });
});

describe('evidence', () => {
  it('opens the evidence the engine kept for a result', async () => {
    installFakeAuditApi();
    renderAudit();
    await screen.findByTestId('audit-general');
    const why = screen.getByRole('button', { name: 'Why: Geo Coordinates' });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    const evidence = screen.getByTestId('evidence');
    expect(evidence.textContent).toContain('distance-near');
    expect(evidence.textContent).toContain('0.214 mi');
    expect(evidence.textContent).toContain('0.5 mi');
    expect(evidence.textContent).toContain('48.871000, 2.331000');
    fireEvent.click(why);
    expect(screen.queryByTestId('evidence')).toBeNull();
  });

  it('says a manual result has no engine evidence', async () => {
    const details = auditDetails();
    details.generalWidgetDashboardDto.auditDetailsCharacteristicDtos[0]!.evidence = null;
    installFakeAuditApi({ details });
    renderAudit();
    await screen.findByTestId('audit-general');
    fireEvent.click(screen.getByRole('button', { name: 'Why: Phone' }));
    expect(screen.getByTestId('evidence').textContent).toContain('An auditor decided');
  });
});

describe('hotel-chain mode', () => {
  it('shows statuses in the hotel-chain vocabulary and names the PIM as the source', async () => {
    installFakeAuditApi({ hotelChainMode: true });
    renderAudit();
    await screen.findByTestId('audit-general');
    const pill = (type: string) => rowOf(type).querySelector('[data-status]')!.textContent;
    expect(pill('NAME')).toBe('MATCHED');
    expect(pill('PHONE')).toBe('UNMATCHED');
    expect(pill('STAR_RATING')).toBe('UNMATCHED');
    expect(screen.getByRole('columnheader', { name: 'PIM' })).toBeTruthy();
  });

  it('reads a result against the property and its brand across channels, asked with characteristic={id}', async () => {
    const api = installFakeAuditApi({ hotelChainMode: true });
    renderAudit();
    await screen.findByTestId('audit-general');
    fireEvent.click(screen.getByRole('button', { name: 'Why: Phone' }));
    const benchmark = await screen.findByTestId('benchmark');
    await waitFor(() => expect(benchmark.textContent).toContain('64'));
    await waitFor(() => expect(benchmark.textContent).toContain('88'));
    expect(benchmark.textContent).toContain('Meridian, all properties');
    const [property] = api.callsTo('/dashboard/data/filter/property');
    const [brand] = api.callsTo('/dashboard/data/filter/brand');
    expect(property!.query.get('characteristic')).toBe('3');
    expect(property!.query.get('site')).toBeNull();
    expect(brand!.query.get('characteristic')).toBe('3');
    expect(brand!.query.get('brand')).toBe('7');
  });

  it('makes no extra characteristic call in a standard view', async () => {
    const api = installFakeAuditApi();
    renderAudit();
    await screen.findByTestId('audit-general');
    fireEvent.click(screen.getByRole('button', { name: 'Why: Phone' }));
    expect(screen.queryByTestId('benchmark')).toBeNull();
    expect(api.callsTo('/dashboard/data/filter/property')).toHaveLength(0);
  });
});
