import type { ReferenceRecord } from '@lens/contracts';
import { cityNameIn } from './city.ts';
import type { Brand } from './brands.ts';
import type { DescriptionSubject } from './descriptions.ts';
import { localNumber, phoneFormats } from './phones.ts';
import { emailOf, shortNameOf, websiteOf } from './property-factory.ts';
import { deriveVersion, describe, type DemoProperty } from './property-version.ts';
import { mixSeed, Random } from './random.ts';

/** A reference-data version being written: the record and what its descriptions come from. */
interface Draft {
  record: ReferenceRecord;
  subject: DescriptionSubject;
  descriptionSeed: number;
  rewrite: boolean;
}

interface Context {
  property: DemoProperty;
  random: Random;
  /** The brands a rebranded hotel may take. */
  brands: readonly Brand[];
}

type Change = (draft: Draft, context: Context) => void;

function halfHourLater(time: string): string {
  const minutes = Math.min(Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + 30, 24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const RENOVATION_AMENITIES = [
  'EV charging',
  'Rooftop terrace',
  'Bicycle rental',
  'Fitness center',
  'Spa',
];

const rewriteCopy: Change = (draft, { random }) => {
  draft.descriptionSeed = mixSeed(draft.descriptionSeed, random.int(1, 1_000_000));
  draft.rewrite = true;
};

const CHANGES = {
  PHONE: (draft, { property, random }) => {
    draft.record.phone = phoneFormats(localNumber(property.slot.city, random)).international;
  },
  DESCRIPTION: rewriteCopy,
  RENOVATION: (draft, context) => {
    const { random } = context;
    const amenities = draft.record.amenities ?? [];
    const added = random.sample(
      RENOVATION_AMENITIES.filter((name) => !amenities.includes(name)),
      random.int(1, 2),
    );
    draft.record.amenities = [...amenities, ...added];
    draft.subject = { ...draft.subject, amenities: draft.record.amenities };
    draft.record.photoCount = (draft.record.photoCount ?? 0) + random.int(10, 30);
    rewriteCopy(draft, context);
  },
  HOURS: (draft) => {
    // Dinner service (or the spa's day) runs half an hour later.
    draft.record.hours = draft.record.hours?.map(({ day, intervals }) => ({
      day,
      intervals: intervals.map((interval, i) =>
        i === intervals.length - 1
          ? { ...interval, close: halfHourLater(interval.close) }
          : interval,
      ),
    }));
  },
  ANNOUNCE_REBRANDING: (draft) => {
    draft.record.statusNotice = 'REBRANDING';
  },
  REBRAND: (draft, context) => {
    const { property, random, brands } = context;
    const { slot } = property;
    const candidates = brands.filter((candidate) => candidate.code !== draft.record.brand?.code);
    if (candidates.length === 0) return;
    const brand = random.pick(candidates);
    const name = `${brand.name} ${cityNameIn(slot.city, 'en')} ${slot.neighbourhood}`;
    draft.record = {
      ...draft.record,
      name,
      shortName: shortNameOf(slot, name, brand.name),
      brand: { code: brand.code, name: brand.name, chain: brand.chain },
      website: websiteOf(slot, name, brand.domain),
      email: emailOf(slot, brand.domain),
      statusNotice: null,
    };
    draft.subject = { ...draft.subject, name, segment: brand.segment };
    rewriteCopy(draft, context);
  },
  DEFLAGGING: (draft) => {
    draft.record.statusNotice = 'DEFLAGGING';
  },
  CLOSE_TEMPORARILY: (draft) => {
    draft.record.open = false;
    draft.record.statusNotice = 'CLOSED_TEMPORARY';
  },
  REOPEN: (draft) => {
    draft.record.open = true;
    draft.record.statusNotice = null;
  },
  CLOSE_PERMANENTLY: (draft) => {
    draft.record.open = false;
    draft.record.statusNotice = 'CLOSED_PERMANENTLY';
  },
} satisfies Record<string, Change>;
export type ChangeKind = keyof typeof CHANGES;

export interface PlannedChange {
  kind: ChangeKind;
  /** YYYY-MM-DD */
  date: string;
}

/** Adds the versions `changes` make to a property's reference data. */
export function applyChanges(
  property: DemoProperty,
  changes: readonly PlannedChange[],
  brands: readonly Brand[],
): void {
  const context: Context = { property, random: new Random(mixSeed(property.seed, 2)), brands };
  const byDate = [...changes].sort((a, b) => a.date.localeCompare(b.date));
  for (let i = 0; i < byDate.length;) {
    const date = (byDate[i] as PlannedChange).date;
    const previous = property.versions[property.versions.length - 1];
    if (!previous) throw new Error(`${property.slot.code} has no first version`);
    const draft: Draft = {
      record: { ...previous.record, validFrom: date },
      subject: previous.subject,
      descriptionSeed: previous.descriptionSeed,
      rewrite: false,
    };
    for (; i < byDate.length && (byDate[i] as PlannedChange).date === date; i++) {
      CHANGES[(byDate[i] as PlannedChange).kind](draft, context);
    }
    if (draft.rewrite) {
      draft.record.descriptions = describe(
        draft.subject,
        draft.record.languages ?? ['en'],
        draft.descriptionSeed,
      );
    }
    property.versions.push(
      deriveVersion(property, draft.record, draft.subject, draft.descriptionSeed),
    );
  }
}
