import { formatDay } from '@lens/domain';
import { API_CALLS, fillPath } from '@lens/contracts';
import type { MailMessage } from '../mail/mailer.ts';

import type { DefinitionRow } from './report-definitions.queries.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The email that tells a recipient a report is ready, with the link that downloads it. */
export function reportReadyMail(
  to: string,
  definition: DefinitionRow,
  run: { id: number; fileName: string; periodStart: string; periodEnd: string },
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}${fillPath(API_CALLS.downloadReport.path, { reportId: run.id })}`;
  const period = `${formatDay(run.periodStart)} – ${formatDay(run.periodEnd)}`;
  const what = `${definition.name} (${definition.viewName}, ${period})`;
  return {
    to,
    subject: `Report ready: ${definition.name}`,
    text: [
      `The ListingLens report ${what} is ready.`,
      '',
      `Download ${run.fileName}:`,
      link,
      '',
      `Sign in to ListingLens first; the link works for users of ${definition.clientName} who may open its view.`,
    ].join('\n'),
    html: `<p>The ListingLens report <strong>${escape(definition.name)}</strong> (${escape(
      definition.viewName,
    )}, ${escape(period)}) is ready.</p>
<p><a href="${escape(link)}">Download ${escape(run.fileName)}</a></p>
<p style="color:#5b6675">Sign in to ListingLens first; the link works for users of ${escape(
      definition.clientName,
    )} who may open its view.</p>`,
  };
}
