import { describe, expect, it } from 'vitest';
import { normalizeLink, readLink } from './normalize-url.ts';

const value = (raw: string) => normalizeLink(raw)?.value;

describe('normalizeLink', () => {
  it('drops scheme, www., tracking parameters, hash and trailing slash', () => {
    expect(value('https://www.x.com/?utm_source=a')).toBe('x.com');
    expect(value('x.com')).toBe('x.com');
    expect(value('http://WWW.X.COM/Paris/?gclid=1&fbclid=2#rooms')).toBe('x.com/paris');
  });

  it('drops the campaign tags chains and listing tools add, beyond utm_*', () => {
    const property = 'marriott.com/en-us/hotels/parmc-paris-marriott-opera-ambassador-hotel';
    for (const tagged of [
      `https://www.${property}/overview/?y_source=1_MTUzNjU1OS03MTUtbG9jYXRpb24ud2Vic2l0ZQ==`,
      `https://www.${property}/overview/?scid=f2ae0541-1279-4f24-b197-a979c79310b0&icid=x`,
      `https://www.${property}/overview/?WT.mc_id=GMB&cm_mmc=YextLocal-_-EU-_-PARMC`,
      `https://www.${property}/overview/?s_kwcid=AL!1&gad_source=1&gbraid=0AAAAA&msclkid=9f`,
      `https://www.${property}/overview/?mc_cid=5a&mc_eid=7b&_hsenc=p2&cid=LC:MC::GLB:GMB`,
    ]) {
      expect(normalizeLink(tagged), tagged).toMatchObject({
        value: 'marriott.com/hotels/parmc-paris-marriott-opera-ambassador-hotel/overview',
        params: new Map(),
      });
    }
    expect(
      normalizeLink(`https://www.${property}/?seo_id=GMB-EMEA&iata=00171880`)?.ignored,
    ).toEqual(['seo_id', 'iata']);
  });

  it('drops stay, party, language and currency; keeps the rest sorted, names folded', () => {
    expect(
      normalizeLink(
        'https://be.synxis.com/?Hotel=05678&Chain=1234&arrive=2026-07-01&depart=2026-07-03&adult=2&child=0&rooms=1&currency=EUR&locale=fr-FR&promo=SUMMER',
      ),
    ).toMatchObject({
      value: 'be.synxis.com?chain=1234&hotel=5678&promo=summer',
      host: 'be.synxis.com',
      domain: 'synxis.com',
      path: '',
      ignored: ['arrive', 'depart', 'adult', 'child', 'rooms', 'currency', 'locale'],
    });
    expect(
      value(
        'https://www.hilton.com/en/book/reservation/rooms/?ctyhocn=PARHITW&arrivalDate=2026-06-01&departureDate=2026-06-02&room1NumAdults=2',
      ),
    ).toBe('hilton.com/book/reservation/rooms?ctyhocn=parhitw');
  });

  it('decodes percent-encoding in paths and parameters', () => {
    expect(value('https://www.hotel-ueno.jp/%E3%83%9B%E3%83%86%E3%83%AB?name=caf%C3%A9')).toBe(
      value('https://hotel-ueno.jp/ホテル?name=café'),
    );
  });

  it('treats a language prefix of the path or host as the same page', () => {
    const plain = value('https://www.kempinski.com/hotel-adlon');
    expect(value('https://www.kempinski.com/en/hotel-adlon/')).toBe(plain);
    expect(value('https://www.kempinski.com/de-de/hotel-adlon')).toBe(plain);
    expect(value('https://www.kempinski.com/us/en/hotel-adlon')).toBe(plain);
    expect(value('https://de.kempinski.com/hotel-adlon')).toBe(plain);
    expect(normalizeLink('https://www.kempinski.com/en-gb/hotel-adlon')?.locale).toBe('en-gb');
    // A section or slug that is no language stays: /r/ on OpenTable, a restaurant called De Kas.
    expect(value('https://www.opentable.nl/r/de-kas')).not.toBe(
      value('https://www.opentable.nl/r/de-vis'),
    );
    expect(value('https://www.opentable.com/r/le-cinq-paris')).toBe(
      'opentable.com/r/le-cinq-paris',
    );
  });

  it('treats a directory index or home page as the directory', () => {
    expect(value('https://x.com/paris/index.html')).toBe('x.com/paris');
    expect(value('https://x.com/Paris/Default.aspx')).toBe('x.com/paris');
    expect(value('https://x.com/en/home')).toBe('x.com');
  });

  it('keeps another page of the same site apart, subdomains first in the trail', () => {
    expect(value('https://x.com/london')).not.toBe(value('x.com'));
    expect(normalizeLink('https://paris.hotelchain.com/en/rooms/')?.trail).toEqual([
      'paris.',
      'rooms',
    ]);
  });

  it("takes the target out of a redirect wrapper and flags a shortener's link", () => {
    expect(
      normalizeLink(
        'https://www.google.com/url?q=https%3A%2F%2Fwww.thesavoylondon.com%2F%3Futm_source%3Dgmb&sa=D',
      ),
    ).toMatchObject({ value: 'thesavoylondon.com', via: 'google.com' });
    expect(
      normalizeLink('https://l.facebook.com/l.php?u=https%3A%2F%2Fhotel-adlon.de%2F&h=AT0')?.value,
    ).toBe('hotel-adlon.de');
    expect(normalizeLink('https://bit.ly/3xYzAbC')?.shortened).toBe(true);
    expect(normalizeLink('https://maps.app.goo.gl/AbCdEf123')?.shortened).toBe(true);
  });

  it("keeps Google Maps' cid, a place id there and a campaign id elsewhere", () => {
    expect(value('https://maps.google.com/?cid=1234567890123456789')).toBe(
      'maps.google.com?cid=1234567890123456789',
    );
    expect(value('https://www.bestwestern.com/?cid=GMB_BW_93088')).toBe('bestwestern.com');
  });

  it('tells why a value is not a link', () => {
    expect(readLink('+44 20 7836 4343').problem).toBe('a phone number, not a link');
    expect(readLink('03-3344-0111').problem).toBe('a phone number, not a link');
    expect(readLink('reservations@hotel-adlon.de').problem).toBe('an e-mail address, not a link');
    expect(readLink('tel:+61292503100').problem).toBe('a tel: link, not a web page');
    expect(readLink('N/A').problem).toMatch(/no site name/);
    expect(readLink('see our website').problem).toBe('text with spaces, not a link');
    expect(readLink('www.fairmont.com/royal-york (new site soon)').problem).toBe(
      'text with spaces, not a link',
    );
    expect(readLink('www.savoy.com,www.fairmont.com').problem).toBe('not a URL');
    expect(normalizeLink('see our website')).toBeNull();
    expect(readLink('www.hotel-adlon.de:443/en').url?.value).toBe('hotel-adlon.de');
  });
});
