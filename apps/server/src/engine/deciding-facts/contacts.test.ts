import { describe, expect, it } from 'vitest';
import { decidingFacts } from './deciding-facts.ts';

const contact = (
  characteristic: string,
  rule: string,
  source: string | null,
  channel: string | null,
  details?: Record<string, unknown>,
) =>
  decidingFacts(characteristic, {
    rule,
    sourceNormalized: source,
    channelNormalized: channel,
    details,
  });

describe('what decided a phone or fax', () => {
  it('gives both numbers in E.164 form, or which line the channel shows', () => {
    expect(contact('PHONE', 'phone-different', '+442074936020', '+448000853031')).toEqual([
      'Number differs: +442074936020 in the reference, +448000853031 on the channel',
    ]);
    expect(
      contact('PHONE', 'phone-extension-differs', '+13125550100 ext. 12', '+13125550100 ext. 5'),
    ).toEqual([
      'Extension differs: +13125550100 ext. 12 in the reference, +13125550100 ext. 5 on the channel',
    ]);
    expect(contact('PHONE', 'phone-shows-fax', '+525552801100', '+525552801199')).toEqual([
      "The channel's phone +525552801199 is the property's fax",
    ]);
    expect(contact('FAX', 'fax-shows-phone', '+13125550199', '+13125550100')).toEqual([
      "The channel's fax +13125550100 is the property's phone",
    ]);
    expect(contact('PHONE', 'reference-phone-unreadable', null, null)).toEqual([
      "The reference's phone has no digits",
    ]);
  });
});

describe('what decided an e-mail', () => {
  it('names the domain or the mailbox that differs', () => {
    expect(contact('EMAIL', 'email-different', 'info@hotel.com.au', 'hotel@gmail.com')).toEqual([
      'Domain differs: hotel.com.au in the reference, gmail.com on the channel',
    ]);
    expect(contact('EMAIL', 'email-same-domain', 'info@hotel.nl', 'reservations@hotel.nl')).toEqual(
      ['Mailbox differs: info@ in the reference, reservations@ on the channel'],
    );
    expect(
      contact('EMAIL', 'email-other-property-mailbox', 'a@chain.com', 'b@chain.com', {
        sourceMailboxNames: ['londonmayfair'],
        channelMailboxNames: ['londonkensington'],
      }),
    ).toEqual([
      'Mailbox names another property: londonmayfair in the reference, londonkensington on the channel',
    ]);
  });
});
