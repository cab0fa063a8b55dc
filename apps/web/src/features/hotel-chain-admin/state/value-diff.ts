export interface Fragment {
  text: string;
  /** Not in the other value: missing on the channel, or added by it. */
  changed: boolean;
}

/** Beyond this a value is long prose, where a character diff is noise and costs n×m. */
const MAX_DIFF_LENGTH = 400;

/** Case and accents are set aside, as the engine sets them aside ("MERIDIAN" is "Méridian"). */
const fold = (char: string) => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Character runs of each value that the other one lacks, by their longest common subsequence:
 * "Barceolna" against "Barcelona" marks the swapped letters only. Reviewers see at a glance
 * whether a name awaiting review differs by a typo or by a word.
 */
export function diffValues(
  source: string,
  channel: string,
): { source: Fragment[]; channel: Fragment[] } {
  if (source.length > MAX_DIFF_LENGTH || channel.length > MAX_DIFF_LENGTH) {
    return {
      source: [{ text: source, changed: source !== channel }],
      channel: [{ text: channel, changed: source !== channel }],
    };
  }
  const a = [...source];
  const b = [...channel];
  const foldedA = a.map(fold);
  const foldedB = b.map(fold);
  // lengths[i][j]: LCS length of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] =
        foldedA[i] === foldedB[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const inA: boolean[] = [];
  const inB: boolean[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (foldedA[i] === foldedB[j]) {
      inA[i++] = true;
      inB[j++] = true;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) inA[i++] = false;
    else inB[j++] = false;
  }
  return { source: runs(a, inA), channel: runs(b, inB) };
}

function runs(chars: readonly string[], kept: readonly (boolean | undefined)[]): Fragment[] {
  const fragments: Fragment[] = [];
  chars.forEach((char, index) => {
    const changed = !kept[index];
    const last = fragments.at(-1);
    if (last && last.changed === changed) last.text += char;
    else fragments.push({ text: char, changed });
  });
  return fragments;
}
