import {
  callUrl,
  FIRST_ANSWERS_ELEMENT_ID,
  FIRST_OPTION_DATASETS,
  filterOptionsRead,
  SESSION_READS,
  viewsRead,
} from '@lens/contracts';
import { decodeFilterPath, pathSelection } from '@lens/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentDate } from '../modules/dashboard-settings/dashboard-settings.service.ts';

/**
 * The URLs of the reads a page of the web app asks before it can draw anything: the user and the
 * server's today on every page, and on a widgets page the views and the filter options its level
 * and plan are decided from (built with the web client's own helpers, so the URLs are the ones it
 * asks).
 */
export function firstReadUrls(pathname: string, today: string): string[] {
  const urls = SESSION_READS.map((call) => callUrl(call));
  if (!decodeFilterPath(pathname, today).ok) return urls;
  const selection = pathSelection(pathname, today);
  const reads = [
    viewsRead(selection),
    ...FIRST_OPTION_DATASETS.map((dataset) => filterOptionsRead(dataset, selection)),
  ];
  return [...urls, ...reads.map(({ call, options }) => callUrl(call, options))];
}

/**
 * The first reads' answers for a signed-in visitor's page, as the JSON script element the web
 * client takes them from (docs/architecture.md, "Answers sent with the page"), or '' when the
 * request has no valid session. Each read goes through the server's own routes with the page
 * request's cookies, so its access checks, validation and caches are the ones the call meets.
 * Only successful answers are sent: any other is left for the browser to ask and handle.
 */
export async function firstAnswersElement(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string> {
  const cookie = request.headers.cookie;
  if (!cookie) return '';
  const pathname = request.url.split('?')[0] ?? '/';
  const urls = firstReadUrls(pathname, currentDate());
  const answers = await Promise.all(
    urls.map((url) =>
      app.inject({ method: 'GET', url, headers: { cookie, accept: 'application/json' } }),
    ),
  );
  // Without a valid session there is nothing to send: the page goes on to sign in.
  if (answers[0]?.statusCode !== 200) return '';
  const entries = answers.flatMap((answer, index) =>
    answer.statusCode === 200 &&
    answer.headers['content-type']?.toString().startsWith('application/json')
      ? [`${JSON.stringify(urls[index])}:${answer.body}`]
      : [],
  );
  // JSON has no `<` outside strings, where \u003c reads the same: no text of the answers can close
  // the element or open another.
  const json = `{${entries.join(',')}}`.replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>`;
}
