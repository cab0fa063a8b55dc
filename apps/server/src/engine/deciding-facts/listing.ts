import {
  count,
  figure,
  listed,
  records,
  sides,
  strings,
  text,
  type FactReader,
} from './fact-text.ts';

/** The amenities to add, shown differently, or listed only by the channel. */
export const amenityFacts: FactReader = (details) => {
  const lines: string[] = [];
  const add = strings(details.addAmenities);
  if (add.length > 0) lines.push(`Not on the channel: ${listed(add)}`);
  const replace = records(details.replaceAmenities).map(
    (pair) => `${text(pair.to) ?? '?'} → ${text(pair.from) ?? '?'}`,
  );
  if (replace.length > 0) lines.push(`Shown under another name: ${listed(replace)}`);
  const remove = strings(details.removeAmenities);
  if (remove.length > 0) lines.push(`Only on the channel (not counted): ${listed(remove)}`);
  const matched = count(details.matched);
  if (lines.length === 0 && matched !== null)
    lines.push(`All ${matched} reference amenities listed`);
  return lines;
};

export const photoFacts: FactReader = (details) => {
  const shown = count(details.count);
  const minimum = count(details.minimum);
  if (shown === null || minimum === null) return [];
  const supplied = count(details.supplied);
  const chain = supplied === null ? '' : `; the chain supplies ${supplied}`;
  return [`${shown} photos shown, ${minimum} required${chain}`];
};

/** Each room figure the channel gets wrong or lacks, with both sides' values. */
export const roomFacts: FactReader = (details, evidence) => {
  if (evidence.rule === 'room-count') {
    const [source, channel] = [evidence.sourceNormalized, evidence.channelNormalized];
    return source && channel && source !== channel ? [`Rooms: ${sides(source, channel)}`] : [];
  }
  const rows = records(details.rows);
  const wrong = rows.filter((row) => row.ok === false);
  const lines = wrong.slice(0, 5).map((row) => {
    const what = `${text(row.room) ?? '?'} ${(text(row.measure) ?? '').toLowerCase().replace('_', '-')}`;
    const source = count(row.source);
    const channel = count(row.channel);
    const note = text(row.note);
    const shown = channel === null ? 'not on the channel' : `${figure(channel)} on the channel`;
    return `${what}: ${source === null ? '?' : figure(source)} in the reference, ${shown}${note ? ` (${note})` : ''}`;
  });
  if (wrong.length > 5) lines.push(`… and ${wrong.length - 5} more figures`);
  if (wrong.length === 0 && rows.length > 0) {
    lines.push(`All ${rows.length} figures within the tolerance`);
  }
  return lines;
};

export const gdsFacts: FactReader = (details, evidence) => {
  const rates = count(details.rateCount);
  if (evidence.rule === 'gds-rate-answer-empty') return ['The GDS answered with no rate in it'];
  if (rates !== null) return [`The GDS returned ${rates} ${rates === 1 ? 'rate' : 'rates'}`];
  return [evidence.channelNormalized === 'true' ? 'The GDS returned rates' : 'No rates returned'];
};
