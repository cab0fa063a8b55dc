import { describe, expect, it } from 'vitest';
import { DIMENSION_NAMES, DIMENSIONS, type Dimension, type PairConditions } from './dimensions.ts';
import type { ViewContext } from './pair-scope.queries.ts';
import { planSource, type PlanInput } from './source-planner.ts';

const all: ViewContext = { id: 1, clientId: 1, scope: { kind: 'ALL' }, allChannels: true };
const list: ViewContext = { ...all, scope: { kind: 'LIST', propertyIds: [1, 2] } };
const company: ViewContext = { ...all, scope: { kind: 'FILTER', managementCompanyIds: [4] } };
const brands: ViewContext = { ...all, scope: { kind: 'FILTER', brandIds: [3] } };
const chains: ViewContext = { ...all, scope: { kind: 'FILTER', chainIds: [2] } };
const someChannels: ViewContext = { ...all, allChannels: false };

const plan = (input: Partial<PlanInput>) =>
  planSource({
    view: all,
    conditions: {},
    by: [],
    startDate: '2026-10-01',
    month: '2026-11-01',
    auditsAfter: false,
    ...input,
  });

/** A selection of one value of a dimension, as its condition holds it. */
const selecting = (name: Dimension): PairConditions =>
  ({
    [DIMENSIONS[name].condition]:
      name === 'diamond' ? true : name === 'characteristic' ? ['PHONE'] : [1],
  }) as PairConditions;

describe('planSource', () => {
  it('answers pair figures of any property set from property_rollups', () => {
    for (const view of [all, list, company, brands]) {
      expect(plan({ view, by: ['property'] }).kind).toBe('property');
      expect(plan({ view, conditions: { regionIds: [2] }, by: ['city'] }).kind).toBe('property');
    }
  });

  it('leaves property_rollups for channel selections, tiers and characteristic figures', () => {
    expect(plan({ by: ['channel'] }).kind).toBe('rollups');
    expect(plan({ view: someChannels, by: ['property'] }).kind).toBe('states');
    expect(plan({ conditions: { diamond: true } }).kind).toBe('rollups');
    expect(plan({ by: ['characteristic'] }).kind).toBe('rollups');
  });

  it('answers characteristic figures of a property set from the per-property grain', () => {
    for (const view of [list, company]) {
      expect(plan({ view, by: ['characteristic'] }).kind).toBe('characteristic-property');
      expect(plan({ view, conditions: { characteristics: ['PHONE'] } }).kind).toBe(
        'characteristic-property',
      );
    }
    expect(plan({ conditions: { regionIds: [2] }, by: ['characteristic'] }).kind).toBe(
      'characteristic-property',
    );
    // Channels are not carried per property: the matrix of a list view reads the states.
    expect(plan({ view: list, by: ['channel', 'characteristic'] }).kind).toBe('states');
    expect(plan({ view: list, by: ['characteristic'], startDate: '2026-11-05' }).kind).toBe(
      'states',
    );
  });

  it('needs the range to start by the state month for the per-property grain (dates folded)', () => {
    expect(plan({ startDate: '2026-11-05' }).kind).toBe('rollups');
    expect(plan({ startDate: '2026-11-05', view: list }).kind).toBe('states');
  });

  it('prefers the pair rollups when audits fall after the end and they can answer', () => {
    expect(plan({ auditsAfter: true }).kind).toBe('rollups');
    expect(plan({ auditsAfter: true, view: list }).kind).toBe('property');
  });

  it('reads the wide rollups only when brand, chain or country is involved', () => {
    const tables = (input: Partial<PlanInput>) => {
      const source = plan(input);
      return source.kind === 'rollups' ? source.tables.narrow : undefined;
    };
    expect(tables({ by: ['channel'] })).toBe(true);
    expect(tables({ by: ['channel', 'chain'] })).toBe(false);
    expect(tables({ view: brands, by: ['channel'] })).toBe(false);
    expect(tables({ conditions: { countryIds: [1] }, by: ['channel'] })).toBe(false);
  });

  it('prefers the per-property grain to the wide characteristic rollups', () => {
    for (const view of [brands, chains]) {
      expect(plan({ view, by: ['characteristic'] }).kind).toBe('characteristic-property');
      // Channels are not carried per property: the wide rollups answer the matrix.
      expect(plan({ view, by: ['channel', 'characteristic'] }).kind).toBe('rollups');
    }
    expect(plan({ conditions: { countryIds: [1] }, by: ['characteristic'] }).kind).toBe(
      'characteristic-property',
    );
    expect(plan({ by: ['characteristic'] }).kind).toBe('rollups');
    expect(plan({ view: brands, by: ['characteristic'], startDate: '2026-11-05' }).kind).toBe(
      'rollups',
    );
  });

  it('falls back to the states exactly for what no rollup carries', () => {
    for (const name of DIMENSION_NAMES) {
      const { rollup, propertyLevel } = DIMENSIONS[name];
      const source = plan({ conditions: selecting(name), by: ['characteristic'] });
      const wide = typeof rollup === 'object' && rollup !== null && rollup.wide;
      expect(source.kind, name).toBe(
        rollup === null || (wide && propertyLevel) ? 'characteristic-property' : 'rollups',
      );
      const matrix = plan({ conditions: selecting(name), by: ['channel', 'characteristic'] });
      expect(matrix.kind, name).toBe(rollup === null ? 'states' : 'rollups');
      const pairs = plan({ conditions: selecting(name), by: [] });
      expect(pairs.kind, name).toBe(
        propertyLevel ? 'property' : rollup === null ? 'states' : 'rollups',
      );
    }
  });
});
