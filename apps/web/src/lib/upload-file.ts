import { errorResponseSchema, fillPath, type ApiCall } from '@lens/contracts';
import type { z } from 'zod';
import { ApiError, csrfToken } from './api-client.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

type Input<T> = T extends z.ZodType ? z.input<T> : never;

/** An answer's JSON; nothing for an empty body, null for one that is not JSON (a proxy's page). */
function readJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Sends a multipart call with XMLHttpRequest, the one browser API that reports upload progress.
 * Answers and errors are read as callApi reads them: parsed with the contract, or an ApiError
 * carrying the server's message, field and body (an import's bad lines).
 */
export function uploadFile<C extends ApiCall>(
  call: C,
  options: {
    params?: Input<C['params']>;
    body: FormData;
    onProgress?(progress: UploadProgress): void;
    signal?: AbortSignal;
  },
): Promise<z.output<C['response']>> {
  const url = call.params
    ? fillPath(call.path, (options.params ?? {}) as Record<string, string | number>)
    : call.path;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(call.method, url);
    request.setRequestHeader('Accept', 'application/json');
    const token = csrfToken();
    if (token) request.setRequestHeader('X-CSRF-Token', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      const payload = readJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const parsed = call.response.safeParse(payload);
        if (parsed.success) resolve(parsed.data as z.output<C['response']>);
        else reject(new ApiError(request.status, 'The answer could not be read.', null, payload));
        return;
      }
      const error = errorResponseSchema.safeParse(payload);
      reject(
        new ApiError(
          request.status,
          error.success ? error.data.message : `The server answered ${request.status}.`,
          error.success ? (error.data.field ?? null) : null,
          payload,
        ),
      );
    };
    request.onerror = () =>
      reject(
        new ApiError(0, 'The upload failed: check your connection and try again.', null, null),
      );
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(options.body);
  });
}
