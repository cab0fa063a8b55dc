/*
 * How two house numbers compare when they are not written alike: a range and a number in it
 * ("10-12" and "10"), a letter on one side only ("5a" and "5"), a Japanese block number given to
 * fewer levels ("1-1" and "1-1-1").
 */

export type NumberCheck = 'equal' | 'near' | 'different';

export interface NumberComparison {
  check: NumberCheck;
  /** What decided, for the evidence: "range 10-12 contains 10". */
  readAs: string | null;
}

interface NumberRange {
  from: number;
  to: number;
  suffix: string;
}

const SINGLE = /^(\d+)([a-z]*)$/;
// A range runs upwards; "37-10" (Queens) is one hyphenated number, not a range.
const RANGE = /^(\d+)-(\d+)$/;

function readRange(raw: string): NumberRange | null {
  const single = SINGLE.exec(raw);
  if (single) {
    const value = Number(single[1]);
    return { from: value, to: value, suffix: single[2] as string };
  }
  const range = RANGE.exec(raw);
  if (!range) return null;
  const from = Number(range[1]);
  const to = Number(range[2]);
  return to > from ? { from, to, suffix: '' } : null;
}

const DIFFERENT: NumberComparison = { check: 'different', readAs: null };

/**
 * A range contains a number the other side gives (the same building: ACCURATE); ranges that only
 * overlap, or a letter one side leaves out, are near (DISCREPANCY); anything else is another
 * number. Japanese block numbers are never ranges: "1-2" is block 2 of chome 1.
 */
export function compareHouseNumbers(
  source: string,
  channel: string,
  japaneseBlocks: boolean,
): NumberComparison {
  if (source === channel) return { check: 'equal', readAs: null };
  if (japaneseBlocks) {
    const [shorter, longer] =
      source.length < channel.length ? [source, channel] : [channel, source];
    return shorter.includes('-') && longer.startsWith(`${shorter}-`)
      ? { check: 'near', readAs: `chome-ban-go ${longer} given as ${shorter}` }
      : DIFFERENT;
  }
  const s = readRange(source);
  const c = readRange(channel);
  if (!s || !c) return DIFFERENT;
  if (s.from === s.to && c.from === c.to) {
    return s.from === c.from && (s.suffix === '' || c.suffix === '')
      ? { check: 'near', readAs: `letter on one side only: ${source} and ${channel}` }
      : DIFFERENT;
  }
  if (s.suffix !== '' || c.suffix !== '') return DIFFERENT;
  const [wide, narrow, wideRaw, narrowRaw] =
    s.to - s.from >= c.to - c.from ? [s, c, source, channel] : [c, s, channel, source];
  if (wide.from <= narrow.from && narrow.to <= wide.to) {
    return { check: 'equal', readAs: `range ${wideRaw} contains ${narrowRaw}` };
  }
  return wide.from <= narrow.to && narrow.from <= wide.to
    ? { check: 'near', readAs: `ranges ${source} and ${channel} overlap` }
    : DIFFERENT;
}
