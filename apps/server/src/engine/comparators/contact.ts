import type { Status } from '@lens/domain';
import type { NormalizedPhone } from '../normalize-phone.ts';
import { prepareEmail, preparePhone, type PreparedPhone } from '../prepare-values.ts';
import { absence, verdict, type Comparator, type Verdict } from './verdict.ts';

function phoneText(phone: NormalizedPhone | null): string | null {
  return phone && (phone.ext ? `${phone.value} ext. ${phone.ext}` : phone.value);
}

/**
 * Phones compare in E.164, read with the property's country. A switchboard extension shown on one
 * side only still reaches the property; two different extensions are a DISCREPANCY.
 */
function comparePhones(
  source: PreparedPhone | null,
  channel: PreparedPhone | null,
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
  if (!c) {
    return verdict('INACCURATE', source.raw, channel.raw, {
      rule: 'phone-unreadable',
      ...evidence,
    });
  }
  let status: Status = 'INACCURATE';
  let rule = 'phone-different';
  if (s.value === c.value) {
    const sameExtension = s.ext === null || c.ext === null || s.ext === c.ext;
    status = sameExtension ? 'ACCURATE' : 'DISCREPANCY';
    rule = sameExtension ? 'phone-e164-equal' : 'phone-extension-differs';
  }
  return verdict(status, source.raw, channel.raw, {
    rule,
    ...evidence,
    details: { parsed: c.parsed },
  });
}

export const comparePhone: Comparator = (reference, snapshot) =>
  comparePhones(reference.phone, preparePhone(snapshot.phone, reference.countryCode));

export const compareFax: Comparator = (reference, snapshot) =>
  comparePhones(reference.fax, preparePhone(snapshot.fax, reference.countryCode));

/** Another mailbox at the property's domain still reaches the property: a DISCREPANCY. */
export const compareEmail: Comparator = (reference, snapshot) => {
  const source = reference.email;
  const channel = prepareEmail(snapshot.email);
  if (!source || !channel) return absence(source?.raw ?? null, channel?.raw ?? null, true);
  const domain = (email: string) => email.slice(email.lastIndexOf('@') + 1);
  const [status, rule]: [Status, string] =
    source.value === channel.value
      ? ['ACCURATE', 'email-equal']
      : domain(source.value) === domain(channel.value)
        ? ['DISCREPANCY', 'email-same-domain']
        : ['INACCURATE', 'email-different'];
  return verdict(status, source.raw, channel.raw, {
    rule,
    sourceNormalized: source.value,
    channelNormalized: channel.value,
  });
};
