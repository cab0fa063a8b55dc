import { describe, expect, it } from 'vitest';
import { countryFromName } from './country-names.ts';
import { foldText } from './normalize-text.ts';

describe('countryFromName', () => {
  it('reads country names in the languages channels print them', () => {
    expect(countryFromName(foldText('Deutschland'))).toBe('DE');
    expect(countryFromName(foldText('Allemagne'))).toBe('DE');
    expect(countryFromName(foldText('España'))).toBe('ES');
    expect(countryFromName(foldText('United States'))).toBe('US');
    expect(countryFromName(foldText('USA'))).toBe('US');
    expect(countryFromName(foldText('Royaume-Uni'))).toBe('GB');
  });

  it('does not take a city or a region code for a country', () => {
    expect(countryFromName(foldText('Paris'))).toBeUndefined();
    expect(countryFromName(foldText('NY'))).toBeUndefined();
  });
});
