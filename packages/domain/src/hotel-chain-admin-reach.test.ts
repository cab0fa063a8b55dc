import { describe, expect, it } from 'vitest';
import { hotelChainAdminReach } from './hotel-chain-admin-reach.ts';

describe('hotelChainAdminReach', () => {
  const chain = { id: 4, specificViewType: 'HILTON' };
  const standard = { id: 2, specificViewType: null };

  it('gives administrators the whole client and the limits', () => {
    expect(hotelChainAdminReach('ADMIN', [])).toEqual({ reviews: 'CLIENT', changeLimits: true });
  });

  it('gives a manager of hotel-chain views those views, without the limits', () => {
    expect(
      hotelChainAdminReach('USER', [standard, chain, { id: 9, specificViewType: 'HILTON' }]),
    ).toEqual({ reviews: 'CHAIN_VIEWS', viewIds: [4, 9], changeLimits: false });
  });

  it('refuses a user without a hotel-chain view', () => {
    expect(hotelChainAdminReach('USER', [standard])).toBeNull();
    expect(hotelChainAdminReach('USER', [])).toBeNull();
  });
});
