import type { ChannelProfile } from './channel-profiles.ts';
import { countryOf } from './countries.ts';
import type { PropertyVersion } from './property-version.ts';
import type { Random } from './random.ts';
import {
  retypeset,
  styled,
  styledAddress,
  styledBrand,
  styledLink,
  styledName,
  styledPhone,
  type FieldValue,
  type ListingStyle,
  type SnapshotField,
} from './snapshot-fields.ts';

/** Channels that carry every language of the copy; the others carry English only. */
const MULTILINGUAL_CATEGORIES = new Set([1, 2, 4]);

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

function descriptions(
  version: PropertyVersion,
  channel: ChannelProfile,
  style: ListingStyle,
): FieldValue<'descriptions'> {
  const all = version.record.descriptions ?? {};
  const shown = MULTILINGUAL_CATEGORIES.has(channel.channel.categoryId) ? Object.keys(all) : ['en'];
  const out: FieldValue<'descriptions'> = {};
  for (const language of shown) {
    const text = all[language];
    if (text)
      out[language] = style.punctuation ? { ...text, content: retypeset(text.content) } : text;
  }
  return out;
}

/**
 * What a correct listing shows for `field`: the reference value, written the listing's way.
 * Values are shared with the reference record where the channel shows them unchanged: the
 * generated records are read, never modified.
 */
export function renderField<F extends SnapshotField>(
  field: F,
  version: PropertyVersion,
  channel: ChannelProfile,
  style: ListingStyle,
  monthly: Random,
): FieldValue<F> | null {
  return (render(field, version, channel, style, monthly) ?? null) as FieldValue<F> | null;
}

function render(
  field: SnapshotField,
  version: PropertyVersion,
  channel: ChannelProfile,
  style: ListingStyle,
  monthly: Random,
): unknown {
  const record = version.record;
  const channelName = channel.channel.name;
  switch (field) {
    case 'name':
      return styledName(channel.shortName ? (record.shortName ?? record.name) : record.name, style);
    case 'brand':
      return record.brand && styledBrand(record.brand, style);
    case 'address':
      return channel.structuredAddress
        ? styledAddress(record.address, style)
        : styled(version.addressText, style, countryOf(record.address.countryCode).language);
    case 'phone':
      return version.phone && styledPhone(version.phone, style);
    case 'fax':
      return version.fax && styledPhone(version.fax, style);
    case 'email':
      return style.upper ? record.email?.toUpperCase() : record.email;
    case 'website':
      return record.website && styledLink(record.website, style, channelName);
    case 'starRating':
      return record.starRating;
    case 'category':
      return record.category && styled(record.category, style);
    case 'cuisine':
      return style.reorder ? record.cuisine?.toReversed() : record.cuisine;
    case 'reservationLink':
      return record.reservationLink && styledLink(record.reservationLink, style, channelName);
    case 'orderLink':
      return record.orderLink && styledLink(record.orderLink, style, channelName);
    case 'hours':
      // US channels start the week on Sunday.
      return style.reorder && record.hours
        ? [...record.hours.slice(6), ...record.hours.slice(0, 6)]
        : record.hours;
    case 'coordinates':
      return style.roundPin && record.coordinates
        ? { lat: round4(record.coordinates.lat), lng: round4(record.coordinates.lng) }
        : record.coordinates;
    case 'descriptions':
      return descriptions(version, channel, style);
    case 'amenities': {
      const amenities = style.reorder ? record.amenities?.toSorted() : record.amenities;
      return style.lowerAmenities ? amenities?.map((amenity) => amenity.toLowerCase()) : amenities;
    }
    case 'photos': {
      const shown = Math.min(channel.photoCap, version.photos.length * style.photoShare);
      return version.photos.slice(0, Math.max(1, Math.round(shown)));
    }
    case 'meetingRooms': {
      const rooms =
        style.upper || style.ascii
          ? record.meetingRooms?.map((room) => ({ ...room, name: styled(room.name, style) }))
          : record.meetingRooms;
      return style.reorder ? rooms?.toReversed() : rooms;
    }
    case 'gdsRates':
      return { returned: record.open, rateCount: record.open ? monthly.int(4, 40) : 0 };
    case 'shownClosed':
      return !record.open;
  }
}
