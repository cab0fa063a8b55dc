import {
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  TOTAL_SIZE_MESSAGE,
  type ImageDimensions,
} from '@lens/domain';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { HttpError } from '../../http/error-handler.ts';

export interface ReceivedImage {
  fileName: string;
  /** Detected from the bytes; application/octet-stream when they match no known format. */
  contentType: string;
  size: number;
  data: Buffer;
  /** As the header states them (the largest picture of a multi-picture file); null if unreadable. */
  dimensions: ImageDimensions | null;
}

export interface ReceivedQuestion {
  email: string;
  message: string;
  images: ReceivedImage[];
}

/** The one multipart field that carries files (questionFormSchema's `image`). */
const IMAGE_FIELD = 'image';

/** Limits of @fastify/multipart for the question form, so busboy stops what the rules refuse. */
export const QUESTION_PART_LIMITS = {
  fields: 2,
  // 64 KiB of UTF-8 is always more than the contract's 10,000 characters, so a value busboy
  // truncates still fails validation rather than passing cut short.
  fieldSize: 65_536,
  files: MAX_ATTACHMENTS,
  // One file the size of the whole allowance already breaks the total rule.
  fileSize: MAX_ATTACHMENTS_TOTAL_BYTES,
};

/**
 * Reads the question's parts. Reading stops at the byte that brings the total to the limit, so
 * no more than the allowance is ever held in memory. Each file's type comes from its bytes (magic
 * numbers), never from its name or declared type (docs/architecture.md, "Errors"); the rules themselves are
 * checked afterwards, against the contract.
 */
export async function readQuestionParts(request: FastifyRequest): Promise<ReceivedQuestion> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the question as multipart/form-data.');
  }
  const fields = new Map<string, string>();
  const images: ReceivedImage[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields.set(part.fieldname, String(part.value));
        continue;
      }
      // Dropping a file sent under another name would lose an attachment without anyone knowing.
      if (part.fieldname !== IMAGE_FIELD) {
        throw new HttpError(400, `${part.fieldname}: is not a known field`, part.fieldname);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total >= MAX_ATTACHMENTS_TOTAL_BYTES) {
          throw new HttpError(400, TOTAL_SIZE_MESSAGE, IMAGE_FIELD);
        }
        chunks.push(chunk);
      }
      const data = Buffer.concat(chunks);
      const detected = await fileTypeFromBuffer(data);
      images.push({
        fileName: part.filename,
        contentType: detected?.mime ?? 'application/octet-stream',
        size: data.length,
        data,
        dimensions: statedDimensions(data),
      });
    }
  } catch (error) {
    // busboy skips files past the limit, so the contract never sees the eleventh to count it.
    if (error instanceof request.server.multipartErrors.FilesLimitError) {
      throw new HttpError(400, `${IMAGE_FIELD}: at most ${MAX_ATTACHMENTS} files`, IMAGE_FIELD);
    }
    // busboy reports a malformed body (no boundary, cut short) as a plain Error, which would
    // otherwise become a 500.
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    throw new HttpError(400, 'body: is not well-formed multipart/form-data', 'body');
  }
  return { email: fields.get('email') ?? '', message: fields.get('message') ?? '', images };
}

/** Read from the header alone: no pixel is decoded, so a decompression bomb stays shut. */
function statedDimensions(data: Buffer): ImageDimensions | null {
  try {
    const { width, height } = imageSize(data);
    return { width, height };
  } catch {
    return null;
  }
}
