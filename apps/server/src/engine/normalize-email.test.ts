import { describe, expect, it } from 'vitest';
import { isEmailAddress, mailboxNames, normalizeEmail } from './normalize-email.ts';

describe('normalizeEmail', () => {
  it('drops case, spaces and a mailto: link scheme and query', () => {
    expect(normalizeEmail(' mailto:Info@Hotel-Lumiere.fr?subject=Booking ')).toBe(
      'info@hotel-lumiere.fr',
    );
  });

  it('reads the usual obfuscations back', () => {
    for (const raw of [
      'info [at] hotel.com',
      'info(at)hotel.com',
      'info {at} hotel [dot] com',
      'info at hotel dot com',
    ]) {
      expect(normalizeEmail(raw), raw).toBe('info@hotel.com');
    }
  });

  it('leaves a real address with "at" in it alone', () => {
    expect(normalizeEmail('stay.at.home@hotel.com')).toBe('stay.at.home@hotel.com');
  });
});

describe('isEmailAddress', () => {
  it('accepts a mailbox at a dotted domain ending in letters', () => {
    expect(isEmailAddress('stay@sydneyharbourhotel.com.au')).toBe(true);
  });

  it('refuses text, a bare mailbox and a phone number made an address', () => {
    for (const value of [
      'useourcontactform',
      'reservations@',
      'reservations@hotel',
      'callus@212.555.0100',
    ]) {
      expect(isEmailAddress(value), value).toBe(false);
    }
  });
});

describe('mailboxNames', () => {
  it('keeps the words that name a property and drops roles and short codes', () => {
    expect(mailboxNames('reservations.londonmayfair@hilton.com')).toEqual(['londonmayfair']);
    expect(mailboxNames('h1234-re@accor.com')).toEqual(['h1234']);
    expect(mailboxNames('info@hotelgracht.nl')).toEqual([]);
  });
});
