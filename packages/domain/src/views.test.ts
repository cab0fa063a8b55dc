import { describe, expect, it } from 'vitest';
import { CONTENT_MONITOR_MODES, isContentMonitorMode, isHotelChainView } from './views.ts';

describe('isHotelChainView: "specificViewType HILTON marks presentation mode"', () => {
  it('is hotel-chain mode for specificViewType HILTON', () => {
    expect(isHotelChainView({ specificViewType: 'HILTON' })).toBe(true);
  });

  it('is not for other or missing view types', () => {
    expect(isHotelChainView({ specificViewType: 'OTHER' })).toBe(false);
    expect(isHotelChainView({ specificViewType: null })).toBe(false);
    expect(isHotelChainView({})).toBe(false);
    expect(isHotelChainView(null)).toBe(false);
  });
});

describe('content monitor: "lastContentMonitor (SUMMARY or DETAIL)"', () => {
  it('has the two modes', () => {
    expect(CONTENT_MONITOR_MODES).toEqual(['SUMMARY', 'DETAIL']);
    expect(isContentMonitorMode('DETAIL')).toBe(true);
    expect(isContentMonitorMode('summary')).toBe(false);
  });
});
