import { listed, records, sides, strings, text, type FactReader } from './fact-text.ts';

const path = (trail: string | null) => (trail ? `/${trail}` : '/ (the home page)');

/**
 * The parameter, path segment or site that decided a link, and what was set aside on the way to
 * "the same page" (tracking parameters, the language part, a redirect wrapper).
 */
export const linkFacts: FactReader = (details, evidence) => {
  const lines: string[] = [];
  const code = evidence.rule === 'other-property-code';
  for (const difference of records(details.parameters)) {
    const parameter = text(difference.parameter) ?? '';
    const source = text(difference.source);
    const channel = text(difference.channel);
    if (source !== null && channel !== null) {
      const what = code ? 'Property code' : 'Parameter';
      lines.push(`${what} differs: ${sides(`${parameter}=${source}`, `${parameter}=${channel}`)}`);
    } else if (channel !== null) {
      lines.push(`Parameter only on the channel: ${parameter}=${channel}`);
    } else if (source !== null) {
      lines.push(`Parameter missing on the channel: ${parameter}=${source}`);
    }
  }
  const sourceChannel = text(details.sourceSite);
  const channelChannel = text(details.channelSite);
  if (sourceChannel && channelChannel) lines.push(`Site: ${sides(sourceChannel, channelChannel)}`);
  if ('sourcePath' in details || 'channelPath' in details) {
    const [source, channel] = [text(details.sourcePath), text(details.channelPath)];
    lines.push(`Page: ${sides(path(source), path(channel))}`);
  }
  if ('sourceSegment' in details || 'channelSegment' in details) {
    const [source, channel] = [text(details.sourceSegment), text(details.channelSegment)];
    lines.push(`Page differs at: ${sides(source ?? '(nothing)', channel ?? '(nothing)')}`);
  }
  const via = text(details.unwrappedFrom);
  if (via) lines.push(`Read through the ${via} redirect`);
  const ignored = strings(details.ignoredParameters);
  if (ignored.length > 0)
    lines.push(`Tracking and search parameters set aside: ${listed(ignored)}`);
  if ('sourceLocale' in details || 'channelLocale' in details) {
    const [source, channel] = [text(details.sourceLocale), text(details.channelLocale)];
    lines.push(`Language part set aside: ${sides(source ?? 'none', channel ?? 'none')}`);
  }
  return lines;
};
