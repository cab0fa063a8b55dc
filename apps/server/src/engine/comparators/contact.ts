import type { Status } from '@lens/domain';
import { isEmailAddress, mailboxNames } from '../normalize-email.ts';
import type { NormalizedPhone } from '../normalize-phone.ts';
import { prepareEmail, preparePhone, type PreparedPhone } from '../prepare-values.ts';
import { absence, unreadable, verdict, type Comparator, type Verdict } from './verdict.ts';

function phoneText(phone: NormalizedPhone | null): string | null {
  return phone && (phone.ext ? `${phone.value} ext. ${phone.ext}` : phone.value);
}

/** What it means when a channel shows the reference's other number (its fax for its phone...). */
interface MixUp {
  status: Status;
  rule: string;
}

/**
 * Phones compare in E.164, read with the property's country. A switchboard extension shown on one
 * side only still reaches the property; two different extensions are a DISCREPANCY. A number that
 * cannot be read as one (no digits, too few, two numbers in one field) waits for a person.
 */
function comparePhones(
  source: PreparedPhone | null,
  channel: PreparedPhone | null,
  country: string,
  other: PreparedPhone | null,
  mixUp: MixUp,
): Verdict | null {
  if (!source || !channel) return absence(source?.raw ?? null, channel?.raw ?? null, true);
  const s = source.phone;
  const c = channel.phone;
  const evidence = { sourceNormalized: phoneText(s), channelNormalized: phoneText(c) };
  // A reference number without digits is a data error to fix in the source, not on the channel.
  if (!s) {
    return verdict('UNDEFINED', source.raw, channel.raw, {
      rule: 'reference-phone-unreadable',
      ...evidence,
    });
  }
  if (c && s.value === c.value) {
    const sameExtension = s.ext === null || c.ext === null || s.ext === c.ext;
    return verdict(sameExtension ? 'ACCURATE' : 'DISCREPANCY', source.raw, channel.raw, {
      rule: sameExtension ? 'phone-e164-equal' : 'phone-extension-differs',
      ...evidence,
      details: { parsed: c.parsed },
    });
  }
  if (!c?.parsed) {
    const reason = c ? `not a possible phone number in ${country}` : 'no digits';
    return unreadable('channel', reason, source.raw, channel.raw, {
      rule: 'phone-unreadable',
      ...evidence,
    });
  }
  if (!s.parsed) {
    const reason = `not a possible phone number in ${country}`;
    return unreadable('reference', reason, source.raw, channel.raw, {
      rule: 'reference-phone-unreadable',
      ...evidence,
    });
  }
  if (other?.phone?.value === c.value) {
    return verdict(mixUp.status, source.raw, channel.raw, {
      rule: mixUp.rule,
      ...evidence,
      details: { parsed: true },
    });
  }
  return verdict('INACCURATE', source.raw, channel.raw, {
    rule: 'phone-different',
    ...evidence,
    details: { parsed: true },
  });
}

// A fax line in the phone field cannot be called; the phone in the fax field still reaches the
// property, so it is only to be fixed.
const FAX_AS_PHONE: MixUp = { status: 'INACCURATE', rule: 'phone-shows-fax' };
const PHONE_AS_FAX: MixUp = { status: 'DISCREPANCY', rule: 'fax-shows-phone' };

export const comparePhone: Comparator = (reference, snapshot) =>
  comparePhones(
    reference.phone,
    preparePhone(snapshot.phone, reference.countryCode),
    reference.countryCode,
    reference.fax,
    FAX_AS_PHONE,
  );

export const compareFax: Comparator = (reference, snapshot) =>
  comparePhones(
    reference.fax,
    preparePhone(snapshot.fax, reference.countryCode),
    reference.countryCode,
    reference.phone,
    PHONE_AS_FAX,
  );

/**
 * Another mailbox at the property's domain still reaches the property: a DISCREPANCY, unless the
 * two mailboxes name different properties ("reservations.rome@" and "reservations.milan@" at a
 * chain's shared domain), which sends mail to another hotel. An address that cannot be read as
 * one waits for a person.
 */
export const compareEmail: Comparator = (reference, snapshot) => {
  const source = reference.email;
  const channel = prepareEmail(snapshot.email);
  if (!source || !channel) return absence(source?.raw ?? null, channel?.raw ?? null, true);
  const evidence = { sourceNormalized: source.value, channelNormalized: channel.value };
  if (source.value === channel.value) {
    return verdict('ACCURATE', source.raw, channel.raw, { rule: 'email-equal', ...evidence });
  }
  if (!isEmailAddress(channel.value)) {
    return unreadable('channel', 'not an e-mail address', source.raw, channel.raw, {
      rule: 'email-unreadable',
      ...evidence,
    });
  }
  if (!isEmailAddress(source.value)) {
    return unreadable('reference', 'not an e-mail address', source.raw, channel.raw, {
      rule: 'reference-email-unreadable',
      ...evidence,
    });
  }
  const domain = (email: string) => email.slice(email.lastIndexOf('@') + 1);
  if (domain(source.value) !== domain(channel.value)) {
    return verdict('INACCURATE', source.raw, channel.raw, { rule: 'email-different', ...evidence });
  }
  const sourceNames = mailboxNames(source.value);
  const channelNames = mailboxNames(channel.value);
  const otherProperty =
    sourceNames.length > 0 &&
    channelNames.length > 0 &&
    !channelNames.some((name) => sourceNames.includes(name));
  return verdict(otherProperty ? 'INACCURATE' : 'DISCREPANCY', source.raw, channel.raw, {
    rule: otherProperty ? 'email-other-property-mailbox' : 'email-same-domain',
    ...evidence,
    details: { sourceMailboxNames: sourceNames, channelMailboxNames: channelNames },
  });
};
