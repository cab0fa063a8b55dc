/**
 * Letters that NFKD does not decompose into a base letter plus marks, spelled the way the
 * languages that use them transliterate them (Straße -> strasse, Ærø -> aero).
 */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};
const SPECIAL_LETTER = /[ßæœøđðþłı]/g;
const NON_ASCII = /[\u0080-\uffff]/;
const COMBINING_MARKS = /\p{M}+/gu;
// Letters and digits of every script are words, so that non-Latin names still compare.
const NON_WORD = /[^\p{L}\p{N}]+/gu;
const SPACE = 32;

function foldLetters(lower: string): string {
  return lower
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(SPECIAL_LETTER, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

/** Lower case, diacritics and marks removed, ß/æ/ø... transliterated. Punctuation is kept. */
export function foldCase(raw: string): string {
  const lower = raw.toLowerCase();
  return NON_ASCII.test(lower) ? foldLetters(lower) : lower;
}

/**
 * The folded form of each UTF-16 code unit, filled on first sight: '' for a combining mark, ' '
 * for punctuation and spaces, ' and ' for '&', otherwise the lower-case letters without
 * diacritics. Folding unit by unit gives the same words as folding the whole string (marks are
 * separate units), at a table lookup per character instead of NFKD and regex passes over the
 * text: 10x faster on accented text. Characters outside the BMP (emoji) come as surrogate
 * halves, which count as separators.
 */
const UNIT_FOLDS: Array<string | undefined> = new Array(0x10000);
// NFKD spells ™ and ℠ as letters ("Hilton™" would read "hiltonTM"): they are signs, like ® and ©.
const MARK_SIGNS = /[™℠®©]/;

function foldUnit(code: number): string {
  let folded = UNIT_FOLDS[code];
  if (folded === undefined) {
    const char = String.fromCharCode(code);
    folded =
      char === '&'
        ? ' and '
        : MARK_SIGNS.test(char)
          ? ' '
          : foldLetters(char.toLowerCase()).replace(NON_WORD, ' ');
    UNIT_FOLDS[code] = folded;
  }
  return folded;
}

/**
 * The comparable form of free text: folded case, '&' read as 'and', every run of punctuation or
 * whitespace collapsed to one space. "Hôtel de l'Opéra & Spa" -> "hotel de l opera and spa".
 */
export function foldText(raw: string): string {
  let out = '';
  let pendingSpace = false;
  for (let i = 0; i < raw.length; i++) {
    const folded = foldUnit(raw.charCodeAt(i));
    for (let j = 0; j < folded.length; j++) {
      const char = folded[j] as string;
      if (char === ' ') {
        pendingSpace = out !== '';
      } else {
        if (pendingSpace) out += ' ';
        pendingSpace = false;
        out += char;
      }
    }
  }
  return out;
}

/** ASCII letters and digits folded (lower case); 0 for separators; -1 for '&', which folds to a word. */
const ASCII_WORD_CHARS = Int16Array.from({ length: 0x80 }, (_, unit) => {
  const folded = foldUnit(unit);
  if (folded.length !== 1) return -1;
  return folded === ' ' ? 0 : folded.charCodeAt(0);
});

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 16777619;
/** Hashes stay 30-bit so that V8 keeps them as small integers. */
const HASH_MASK = 0x3fffffff;

/**
 * FNV-1a hashes of the words `foldText` would give, without building the folded string: what
 * the description similarity needs, in one pass over a long text.
 */
export function foldedWordHashes(raw: string): number[] {
  const hashes: number[] = [];
  let hash = FNV_OFFSET;
  let inWord = false;
  const end = () => {
    if (inWord) hashes.push(hash & HASH_MASK);
    hash = FNV_OFFSET;
    inWord = false;
  };
  for (let i = 0; i < raw.length; i++) {
    const unit = raw.charCodeAt(i);
    const ascii = unit < 0x80 ? (ASCII_WORD_CHARS[unit] as number) : -1;
    if (ascii > 0) {
      hash = Math.imul(hash ^ ascii, FNV_PRIME);
      inWord = true;
    } else if (ascii === 0) {
      end();
    } else {
      const folded = foldUnit(unit);
      for (let j = 0; j < folded.length; j++) {
        const code = folded.charCodeAt(j);
        if (code === SPACE) end();
        else {
          hash = Math.imul(hash ^ code, FNV_PRIME);
          inWord = true;
        }
      }
    }
  }
  end();
  return hashes;
}

/** The folded words of a text. */
export function words(raw: string): string[] {
  const folded = foldText(raw);
  return folded === '' ? [] : folded.split(' ');
}

/** A folded text without its spaces, so that "l'Opera", "l Opera" and "LOpera" agree. */
export function compact(folded: string): string {
  return folded.replaceAll(' ', '');
}

/** True when `raw` has something to compare once trimmed. */
export function hasText(raw: string | null | undefined): raw is string {
  return raw != null && raw.trim() !== '';
}
