import type { ReferenceRecord } from '@lens/contracts';
import { addressText } from './addresses.ts';
import type { Segment } from './brands.ts';
import { DESCRIPTION_LANGUAGES, type DescriptionLanguage } from './countries.ts';
import { writeDescription, type DescriptionSubject } from './descriptions.ts';
import { phoneFormats, type PhoneFormats } from './phones.ts';
import type { PropertySlot } from './portfolio-layout.ts';
import { photoTagCycle } from './property-content.ts';
import { mixSeed } from './random.ts';

export interface Photo {
  url: string;
  tags: string[];
}

/** No channel shows more photos than this, so the media library keeps no more. */
const MAX_LISTED_PHOTOS = 30;

/** One version of a property's reference data, with what channels need to render it. */
export interface PropertyVersion {
  record: ReferenceRecord;
  phone: PhoneFormats | null;
  fax: PhoneFormats | null;
  addressText: string;
  photos: Photo[];
  /** What the descriptions were written from, to write them again with other wording. */
  subject: DescriptionSubject;
  descriptionSeed: number;
}

export interface DemoProperty {
  clientKey: string;
  slot: PropertySlot;
  seed: number;
  segment: Segment | null;
  /** Where the property's pages, mail and photos live. */
  domain: string;
  /** The reference data's versions, oldest first. */
  versions: PropertyVersion[];
}

export function describe(
  subject: DescriptionSubject,
  languages: readonly string[],
  seed: number,
): NonNullable<ReferenceRecord['descriptions']> {
  const descriptions: NonNullable<ReferenceRecord['descriptions']> = {};
  for (const language of languages) {
    const known = language as DescriptionLanguage;
    descriptions[language] = writeDescription(
      subject,
      known,
      mixSeed(seed, DESCRIPTION_LANGUAGES.indexOf(known)),
    );
  }
  return descriptions;
}

function mediaLibrary(record: ReferenceRecord, domain: string): Photo[] {
  const cycle = photoTagCycle(record.type, record.amenities ?? []);
  const count = Math.min(record.photoCount ?? 0, MAX_LISTED_PHOTOS);
  const folder = `https://media.${domain}/${record.code.toLowerCase()}/`;
  return Array.from({ length: count }, (_, i) => ({
    url: `${folder}${String(i + 1).padStart(3, '0')}.jpg`,
    tags: cycle[i % cycle.length] as string[],
  }));
}

export function deriveVersion(
  property: Pick<DemoProperty, 'slot' | 'domain'>,
  record: ReferenceRecord,
  subject: DescriptionSubject,
  descriptionSeed: number,
): PropertyVersion {
  return {
    record,
    phone: record.phone ? phoneFormats(record.phone) : null,
    fax: record.fax ? phoneFormats(record.fax) : null,
    addressText: addressText(record.address, property.slot.city.regionCode),
    photos: mediaLibrary(record, property.domain),
    subject,
    descriptionSeed,
  };
}

/** The version true on `date` (YYYY-MM-DD); the first one for earlier dates. */
export function versionAt(property: DemoProperty, date: string): PropertyVersion {
  let current = property.versions[0] as PropertyVersion;
  for (const version of property.versions) {
    if (version.record.validFrom <= date) current = version;
  }
  return current;
}
