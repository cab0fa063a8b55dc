import { count, sides, strings, text, type Details, type FactReader } from './fact-text.ts';

const COMPONENT_NAMES: Readonly<Record<string, string>> = {
  number: 'House number',
  street: 'Street',
  unit: 'Unit',
  postalCode: 'Postal code',
  city: 'City',
  country: 'Country',
};

const CHECK_TEXT: Readonly<Record<string, string>> = {
  different: 'differs',
  near: 'nearly the same',
  'absent-on-channel': 'not on the channel',
};

/** Which address components differ, and how the engine read a number, unit or city. */
export const addressFacts: FactReader = (details) => {
  const lines: string[] = [];
  const components = (details.components ?? {}) as Details;
  // Both sides of what differs; audits stored before the engine kept them name the component only.
  const differing = (details.differing ?? {}) as Details;
  for (const [component, name] of Object.entries(COMPONENT_NAMES)) {
    const check = text(components[component]);
    const said = check && CHECK_TEXT[check];
    if (!said) continue;
    // Two units never match "nearly": a unit shown differently is another unit of the building.
    const line = `${name} ${component === 'unit' && check === 'near' ? 'differs' : said}`;
    const [source, channel] = Array.isArray(differing[component])
      ? (differing[component] as unknown[]).map(text)
      : [null, null];
    if (check === 'absent-on-channel') lines.push(source ? `${line}: ${source}` : line);
    else if (source && channel) lines.push(`${line}: ${sides(source, channel)}`);
    else lines.push(line);
  }
  const readAs = (details.readAs ?? {}) as Details;
  const number = text(readAs.number);
  if (number) lines.push(`House number read as: ${number}`);
  const city = text(readAs.city);
  if (city) lines.push(`City read as: ${city}`);
  const reference = strings(readAs.reference);
  if (reference.length > 0) lines.push(`Reference read as: ${reference.join('; ')}`);
  const channel = strings(readAs.channel);
  if (channel.length > 0) lines.push(`Channel read as: ${channel.join('; ')}`);
  return lines;
};

/** How far the pin is, or what is wrong with it. */
export const geoFacts: FactReader = (details, evidence) => {
  if (evidence.rule === 'coordinates-null-island') return ["The channel's pin is at 0, 0"];
  const miles = count(evidence.distanceMiles);
  const lines =
    miles === null ? [] : [`The channel's pin is ${miles} mi from the reference position`];
  if (details.swapped === true) {
    lines.push("Latitude and longitude exchanged, the channel's pin is the reference position");
  }
  return lines;
};
