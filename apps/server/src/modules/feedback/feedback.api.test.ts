import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { API_CALLS, errorResponseSchema } from '@lens/contracts';
import {
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  ONLY_IMAGES_MESSAGE,
  QUESTION_SENT_MESSAGE,
  TOTAL_SIZE_MESSAGE,
} from '@lens/domain';
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';
import type { MailMessage } from '../mail/mailer.ts';

const { sendQuestion, sendTechnicalNotification } = API_CALLS;

/**
 * A PNG built chunk by chunk so its CRCs and zlib stream are real: 1x1 by default; a larger size
 * is claimed by the header with pixel data for the first row only, as a decompression bomb's
 * header would claim it.
 */
function tinyPng(width = 1, height = 1): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const frame = Buffer.alloc(4);
    frame.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([frame, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([Buffer.from([0]), Buffer.alloc(3 * width, 255)]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A well-formed baseline JPEG of one grey pixel (142 bytes): one-code Huffman tables, a flat
 * quantization table and a single block.
 */
const TINY_JPEG = Buffer.from(
  'ffd8ffdb00430001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101ffc0000b080001000101011100ffc40014000100000000000000000000000000000000ffc40014100100000000000000000000000000000000ffda000801010000003f003fffd9',
  'hex',
);

/**
 * A well-formed JPEG of one grey pixel in arithmetic coding (125 bytes), whose frame header the
 * picture-size reader does not know.
 */
const ARITHMETIC_JPEG = Buffer.from(
  'ffd8ffdb004300030202020202030202020303030304060404040404080606050609080a0a090809090a0c0f0c0a0b0e0b09090d110d0e0f101011100a0c12131210130f101010ffc9000b080001000101011100ffcc000600101005ffda0008010100003f00d2cf20ffd9',
  'hex',
);

type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; content: Iterable<Buffer> };

/** A multipart body as a stream, so large files are sent without being built in memory. */
function multipart(parts: readonly Part[]) {
  const boundary = `lens-${Math.random().toString(36).slice(2)}`;
  function* body(): Generator<Buffer> {
    for (const part of parts) {
      const file = 'filename' in part;
      const head = file
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`;
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: ${head}\r\n\r\n`);
      if (file) yield* part.content;
      else yield Buffer.from(part.value);
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(body()),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const image = (filename: string, bytes: Buffer, type = 'image/png'): Part => ({
  name: 'image',
  filename,
  type,
  content: [bytes],
});

/** `size` bytes that begin like a PNG, streamed from one shared zero-filled block. */
function* largePng(size: number): Generator<Buffer> {
  const start = tinyPng().subarray(0, 16);
  const block = Buffer.alloc(1 << 20);
  yield start;
  for (let left = size - start.length; left > 0; left -= block.length) {
    yield left >= block.length ? block : block.subarray(0, left);
  }
}

function expectError(response: Response, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return errorResponseSchema.parse(response.json());
}

describe('feedback', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let database: Database;
  let manager: TestSession;
  const mails: MailMessage[] = [];
  let mailFails = false;

  beforeAll(async () => {
    app = await createTestApp(
      { supportEmail: 'help@listinglens.test' },
      {
        mailer: {
          send: async (message) => {
            if (mailFails) throw new Error('SMTP server unavailable');
            mails.push(message);
          },
        },
      },
    );
    database = testDatabase();
    manager = await sessionFor(database, 'manager@demo.local');
  });

  beforeEach(() => {
    mails.length = 0;
    mailFails = false;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const ask = (parts: readonly Part[], headers: Record<string, string> = manager.headers) => {
    const body = multipart(parts);
    return app.inject({
      method: sendQuestion.method,
      url: sendQuestion.path,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  const questionCount = async () =>
    Number(
      (
        await database.pool.query('SELECT count(*) AS n FROM questions WHERE user_id = $1', [
          manager.userId,
        ])
      ).rows[0].n,
    );

  const text = (name: string, value: string): Part => ({ name, value });

  describe('POST /dashboard/feedback/faq', () => {
    it('stores a question with two images, typed by content, and mails them to support', async () => {
      const png = tinyPng();
      const response = await ask([
        text('email', 'marco@meridian.test'),
        text('message', 'Why is the phone of Lisbon Riverside MISSING?'),
        image('lobby.png', png),
        // Declared as anything: the stored and mailed type comes from the bytes.
        image('façade', TINY_JPEG, 'application/octet-stream'),
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const answer = sendQuestion.response.parse(response.json());
      expect(answer.message).toContain(QUESTION_SENT_MESSAGE);
      expect(answer.message).toContain('48 hours');

      const { rows } = await database.pool.query(
        `SELECT q.email, q.message, i.file_name, i.content_type, i.size, i.data
         FROM questions q JOIN question_images i ON i.question_id = q.id
         WHERE q.id = (SELECT max(id) FROM questions WHERE user_id = $1) ORDER BY i.id`,
        [manager.userId],
      );
      expect(rows).toEqual([
        {
          email: 'marco@meridian.test',
          message: 'Why is the phone of Lisbon Riverside MISSING?',
          file_name: 'lobby.png',
          content_type: 'image/png',
          size: png.length,
          data: png,
        },
        {
          email: 'marco@meridian.test',
          message: 'Why is the phone of Lisbon Riverside MISSING?',
          file_name: 'façade',
          content_type: 'image/jpeg',
          size: TINY_JPEG.length,
          data: TINY_JPEG,
        },
      ]);

      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: 'help@listinglens.test',
        replyTo: 'marco@meridian.test',
        attachments: [
          { filename: 'lobby.png', contentType: 'image/png', content: png },
          { filename: 'façade', contentType: 'image/jpeg', content: TINY_JPEG },
        ],
      });
      expect(mails[0]!.text).toContain('Why is the phone of Lisbon Riverside MISSING?');
    });

    it('keeps the question and answers success when the email cannot be sent', async () => {
      mailFails = true;
      const before = await questionCount();
      const response = await ask([text('email', 'marco@meridian.test'), text('message', 'Hi')]);
      expect(response.statusCode, response.body).toBe(200);
      expect(sendQuestion.response.parse(response.json()).message).toContain(QUESTION_SENT_MESSAGE);
      expect(await questionCount()).toBe(before + 1);
    });

    it('refuses a text file named .png by its content, and stores and sends nothing', async () => {
      const before = await questionCount();
      const response = await ask([
        text('email', 'marco@meridian.test'),
        text('message', 'See attached'),
        image('lobby.png', tinyPng()),
        image('notes.png', Buffer.from('These are my notes, not a picture.\n')),
      ]);
      const error = expectError(response, 400);
      expect(error.message).toBe(ONLY_IMAGES_MESSAGE);
      expect(error.field).toBe('image.1.type');
      expect(await questionCount()).toBe(before);
      expect(mails).toEqual([]);
    });

    it('refuses a picture whose header claims too many pixels, or no size, naming it', async () => {
      const before = await questionCount();
      const bomb = tinyPng(20_000, 20_000);
      expect(bomb.length).toBeLessThan(100_000);
      const huge = await ask([
        text('email', 'marco@meridian.test'),
        text('message', 'See attached'),
        image('lobby.png', tinyPng()),
        image('huge.png', bomb),
      ]);
      expect(expectError(huge, 400)).toMatchObject({
        field: 'image.1',
        message:
          '“huge.png” is 20,000 × 20,000 pixels; pictures may have at most 50 megapixels. Attach a smaller version.',
      });
      const unreadable = await ask([
        text('email', 'marco@meridian.test'),
        text('message', 'See attached'),
        image('scan.jpg', ARITHMETIC_JPEG, 'image/jpeg'),
      ]);
      expect(expectError(unreadable, 400)).toMatchObject({
        field: 'image.0',
        message:
          '“scan.jpg”: its width and height cannot be read. Attach it as a PNG, JPEG, GIF or WebP picture.',
      });
      expect(await questionCount()).toBe(before);
      expect(mails).toEqual([]);
    });

    it(`refuses more than ${MAX_ATTACHMENTS} files`, async () => {
      const before = await questionCount();
      const png = tinyPng();
      const response = await ask([
        text('email', 'marco@meridian.test'),
        text('message', 'Many pictures'),
        ...Array.from({ length: MAX_ATTACHMENTS + 1 }, (_, i) => image(`room-${i}.png`, png)),
      ]);
      const error = expectError(response, 400);
      expect(error).toMatchObject({
        field: 'image',
        message: `image: at most ${MAX_ATTACHMENTS} files`,
      });
      expect(await questionCount()).toBe(before);
    });

    it('refuses files of 25,000,000 bytes in total with the total-size message of the form', async () => {
      const before = await questionCount();
      const half = MAX_ATTACHMENTS_TOTAL_BYTES / 2;
      const response = await ask([
        text('email', 'marco@meridian.test'),
        text('message', 'Large pictures'),
        { name: 'image', filename: 'pool.png', type: 'image/png', content: largePng(half) },
        { name: 'image', filename: 'spa.png', type: 'image/png', content: largePng(half) },
      ]);
      const error = expectError(response, 400);
      expect(error.message).toBe(TOTAL_SIZE_MESSAGE);
      expect(error.field).toBe('image');
      expect(await questionCount()).toBe(before);
    });

    it.each([
      ['email', { email: '  ', message: 'Hello' }],
      ['message', { email: 'marco@meridian.test', message: '' }],
    ])('answers 400 naming a blank %s', async (field, form) => {
      const before = await questionCount();
      const response = await ask([text('email', form.email), text('message', form.message)]);
      const error = expectError(response, 400);
      expect(error.field).toBe(field);
      expect(error.message).toBe(`${field}: must not be blank`);
      expect(await questionCount()).toBe(before);
    });

    it('answers 401 to anonymous users', async () => {
      const response = await ask([text('email', 'a@b.test'), text('message', 'Hi')], {});
      expectError(response, 401);
    });

    it('answers 400 to a body cut short and 415 to one that is not multipart', async () => {
      const cut = await app.inject({
        method: sendQuestion.method,
        url: sendQuestion.path,
        headers: { ...manager.headers, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nmarco@',
      });
      expect(expectError(cut, 400).field).toBe('body');
      const json = await app.inject({
        method: sendQuestion.method,
        url: sendQuestion.path,
        headers: manager.headers,
        payload: { email: 'marco@meridian.test', message: 'Hi' },
      });
      expectError(json, 415);
    });
  });

  describe('POST /dashboard/technical/notification', () => {
    const report = {
      logStore: ['Loading map date', { time: '2026-11-20T10:00:00Z', level: 'error', text: '502' }],
      browserErrorLog: ['TypeError: x is undefined'],
      url: 'https://lens.test/&view=3',
      userAgent: 'Mozilla/5.0 (test)',
    };

    const notify = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      app.inject({
        method: sendTechnicalNotification.method,
        url: sendTechnicalNotification.path,
        headers,
        remoteAddress,
        payload: { ...report, userAgent: `${report.userAgent} ${remoteAddress}` },
      });

    const reportsFrom = async (remoteAddress: string) =>
      (
        await database.pool.query(
          `SELECT user_id, url, log_store, browser_error_log FROM error_reports
           WHERE user_agent = $1 ORDER BY id`,
          [`${report.userAgent} ${remoteAddress}`],
        )
      ).rows;

    it("stores the report with the signed-in user's id", async () => {
      const response = await notify(manager.headers, '198.51.100.1');
      expect(response.statusCode, response.body).toBe(204);
      expect(sendTechnicalNotification.response.parse(response.body || undefined)).toBeUndefined();
      expect(await reportsFrom('198.51.100.1')).toEqual([
        {
          user_id: manager.userId,
          url: report.url,
          log_store: report.logStore,
          browser_error_log: report.browserErrorLog,
        },
      ]);
    });

    it('accepts anonymous reports, within a budget per address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await notify({}, '198.51.100.2')).statusCode);
      expect(statuses).toEqual([...Array(10).fill(204), 429]);
      const stored = await reportsFrom('198.51.100.2');
      expect(stored).toHaveLength(10);
      expect(stored[0].user_id).toBeNull();
      // Another address still has its own budget.
      expect((await notify({}, '198.51.100.3')).statusCode).toBe(204);
    });

    it('answers 400 naming an unknown field', async () => {
      const response = await app.inject({
        method: sendTechnicalNotification.method,
        url: sendTechnicalNotification.path,
        headers: manager.headers,
        payload: { ...report, stack: 'at x' },
      });
      expect(expectError(response, 400).field).toBe('stack');
    });
  });
});
