import { describe, expect, it } from 'vitest';
import { wireChannel } from './wire-channel.ts';

describe('wireChannel', () => {
  it('names the channel and its name as the wire does, keeping the rest', () => {
    expect(wireChannel({ channelId: 104, channelName: 'Google', auditId: 7 })).toEqual({
      siteId: 104,
      siteName: 'Google',
      auditId: 7,
    });
  });

  it('adds no name when the row has none, and keeps a null channel', () => {
    expect(wireChannel({ channelId: null, count: 2 })).toEqual({ siteId: null, count: 2 });
  });
});
