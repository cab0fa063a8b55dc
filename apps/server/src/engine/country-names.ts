import { foldText } from './normalize-text.ts';

/** Languages whose country names channels commonly print ("Deutschland", "Allemagne", "Germany"). */
const NAME_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl'];

/** Informal names the CLDR display names do not give. */
const EXTRA_NAMES: Readonly<Record<string, string>> = {
  usa: 'US',
  'u s a': 'US',
  'united states of america': 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  holland: 'NL',
  'the netherlands': 'NL',
  uae: 'AE',
};

let byName: Map<string, string> | undefined;

/**
 * Built on first use from the runtime's CLDR data (a few milliseconds, once) rather than shipped
 * as a table: every ISO 3166 code in seven languages.
 */
function countryNames(): Map<string, string> {
  if (byName) return byName;
  byName = new Map(Object.entries(EXTRA_NAMES));
  for (const language of NAME_LANGUAGES) {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (let first = 65; first <= 90; first++) {
      for (let second = 65; second <= 90; second++) {
        const code = String.fromCharCode(first, second);
        const name = names.of(code);
        // Deprecated codes (DD, UK, YU...) carry current names ("Deutschland"): keep the ISO one.
        if (name !== undefined && Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`) {
          const key = foldText(name);
          if (!byName.has(key)) byName.set(key, code);
        }
      }
    }
  }
  return byName;
}

/** The ISO code of a country written out in full ("Deutschland" -> DE), or undefined. */
export function countryFromName(folded: string): string | undefined {
  return countryNames().get(folded);
}
