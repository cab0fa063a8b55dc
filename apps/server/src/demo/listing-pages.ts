import { cityNameIn } from './city.ts';
import type { ChannelProfile } from './channel-profiles.ts';
import type { DemoProperty } from './property-version.ts';
import { slug } from './strings.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function token(seed: number, length: number): string {
  let out = '';
  let state = seed >>> 0;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out += BASE62[state % 62];
  }
  return out;
}

/**
 * The listing's page on the channel, in the channel's own URL scheme. Pages keep the name the
 * listing was created under, as channels do after a rename.
 */
export function listingUrl(
  property: DemoProperty,
  channel: ChannelProfile,
  seed: number,
): string | null {
  if (!channel.host) return null;
  const record = property.versions[0]?.record;
  if (!record) return null;
  const name = slug(record.name);
  const id = 100_000 + (seed % 9_000_000);
  const city = slug(cityNameIn(property.slot.city, 'en'));
  switch (channel.channel.id) {
    case 104:
      return `https://www.google.com/maps/place/?q=place_id:ChIJ${token(seed, 23)}`;
    case 107:
      return `https://www.booking.com/hotel/${record.address.countryCode.toLowerCase()}/${name}.html`;
    case 120:
      return `https://www.expedia.com/${city}-Hotels-${name}.h${id}.Hotel-Information`;
    case 81: {
      const page = {
        HOTEL: 'Hotel_Review',
        RESTAURANT: 'Restaurant_Review',
        SPA: 'Attraction_Review',
      }[record.type];
      return `https://www.tripadvisor.com/${page}-g${100_000 + (seed % 90_000)}-d${id}-Reviews-${name}-${city}.html`;
    }
    default:
      return `https://${channel.host}/${record.type.toLowerCase()}/${name}-${id}`;
  }
}
