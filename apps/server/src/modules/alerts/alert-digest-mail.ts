import type { AlertEvidence } from '@lens/contracts';
import { ALERT_KIND_LABELS, CHARACTERISTIC_LABELS, type AlertKind } from '@lens/domain';
import type { MailMessage } from '../mail/mailer.ts';
import type { DigestRow } from './alert-digest.queries.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One line of the digest: what broke or dropped, and by how much. */
export function digestLine(row: DigestRow): string {
  const evidence = row.evidence as AlertEvidence;
  if (evidence.kind === 'SCORE_DROP') {
    return `Score fell from ${evidence.previousScore} (${evidence.previousMonth}) to ${evidence.currentScore} (${evidence.currentMonth})`;
  }
  const label =
    CHARACTERISTIC_LABELS[row.characteristic as keyof typeof CHARACTERISTIC_LABELS] ??
    row.characteristic;
  return `${label} on ${row.channelName ?? 'a channel'} is ${evidence.current.status} again (accurate on ${evidence.previous.auditDate})`;
}

/** The daily email of a user's new alerts, grouped by property, linking to the alerts screen. */
export function alertDigestMail(rows: readonly DigestRow[], publicUrl: string): MailMessage {
  const first = rows[0]!;
  const link = `${publicUrl}/alerts`;
  const byProperty = new Map<string, DigestRow[]>();
  for (const row of rows)
    byProperty.set(row.propertyName, [...(byProperty.get(row.propertyName) ?? []), row]);
  const count = rows.length === 1 ? '1 new alert' : `${rows.length} new alerts`;
  const text = [
    `Hello ${first.userName},`,
    '',
    `${count} for the properties you follow:`,
    ...[...byProperty].flatMap(([property, items]) => [
      '',
      property,
      ...items.map((row) => `- ${ALERT_KIND_LABELS[row.kind as AlertKind]}: ${digestLine(row)}`),
    ]),
    '',
    `Review, acknowledge or mute them: ${link}`,
  ].join('\n');
  const html = `<p>Hello ${escape(first.userName)},</p>
<p>${count} for the properties you follow:</p>
${[...byProperty]
  .map(
    ([property, items]) =>
      `<h3 style="margin:16px 0 4px">${escape(property)}</h3><ul>${items
        .map(
          (row) =>
            `<li><strong>${ALERT_KIND_LABELS[row.kind as AlertKind]}</strong>: ${escape(digestLine(row))}</li>`,
        )
        .join('')}</ul>`,
  )
  .join('\n')}
<p><a href="${escape(link)}">Open the alerts screen</a> to review, acknowledge or mute them.</p>`;
  return { to: first.email, subject: `ListingLens: ${count}`, text, html };
}
