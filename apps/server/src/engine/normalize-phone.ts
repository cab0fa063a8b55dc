// The `min` metadata is chosen deliberately: the engine needs parsing and E.164 formatting, which
// are identical with `max`; `max` only adds number-type patterns (mobile, toll-free...) that no rule
// uses, at nearly twice the bundle size.
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { memoize } from './memo.ts';

export interface NormalizedPhone {
  /** E.164 (+12125550100) when the number parses; otherwise '#' and its digits, never equal to an E.164. */
  value: string;
  ext: string | null;
  /** Whether libphonenumber could read it as a number of its country. */
  parsed: boolean;
}

const NON_DIGIT = /\D+/g;
const SEPARATOR = '\u0000';
/** Digits then a run of capitals, as toll-free numbers are advertised: "1-800-HILTONS". */
const VANITY = /^[+\d\s().-]*\d[\s.-]*[A-Z][A-Z\d-]{2,}$/;
const KEYPAD_LETTER = /[A-Z]/g;
const KEYPAD: Readonly<Record<string, string>> = Object.fromEntries(
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].flatMap((letters, i) =>
    [...letters].map((letter) => [letter, String(i + 2)]),
  ),
);

/** The letters of a vanity number as the keypad digits they stand for ("HILTONS" -> 4458667). */
function keypadDigits(raw: string): string {
  return VANITY.test(raw) ? raw.replace(KEYPAD_LETTER, (letter) => KEYPAD[letter] as string) : raw;
}

const parseCached = memoize((key: string): NormalizedPhone | null => {
  const separator = key.indexOf(SEPARATOR);
  const country = key.slice(0, separator).toUpperCase();
  const raw = keypadDigits(key.slice(separator + 1));
  const phone = parsePhoneNumberFromString(raw, isSupportedCountry(country) ? country : undefined);
  if (phone?.isPossible()) return { value: phone.number, ext: phone.ext ?? null, parsed: true };
  const digits = raw.replace(NON_DIGIT, '');
  return digits === '' ? null : { value: `#${digits}`, ext: null, parsed: false };
});

/**
 * A phone or fax number in E.164, read with the property's country for local forms: for a US
 * property "+1 (212) 555-0100", "212.555.0100" and "(212) 555-0100 ext. 12" all give
 * +12125550100 (the last with extension 12); a vanity number "1-800-HILTONS" is read on the
 * keypad. Null when there are no digits at all.
 */
export function normalizePhone(raw: string, countryCode: string): NormalizedPhone | null {
  return parseCached(countryCode + SEPARATOR + raw);
}
