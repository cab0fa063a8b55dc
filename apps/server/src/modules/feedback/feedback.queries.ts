import type { TechnicalNotificationBody } from '@lens/contracts';
import type pg from 'pg';
import type { Tx } from '../../db/transaction.ts';
import type { ReceivedQuestion } from './read-question-parts.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

type Queryable = Pick<pg.Pool, 'query'>;

/** The question and its images; the caller runs it in a transaction so both land or neither. */
export async function insertQuestion(
  tx: Tx,
  userId: number,
  question: ReceivedQuestion,
): Promise<number> {
  const { rows } = await tx.query<Pick<Row<typeof schema.questions>, 'id'>>(
    'INSERT INTO questions (user_id, email, message) VALUES ($1, $2, $3) RETURNING id',
    [userId, question.email, question.message],
  );
  const questionId = rows[0]!.id;
  // One statement per image: a Buffer parameter travels as binary, while an array of them would
  // be spelled out in hex at twice the size.
  for (const image of question.images) {
    await tx.query(
      `INSERT INTO question_images (question_id, file_name, content_type, size, data)
       VALUES ($1, $2, $3, $4, $5)`,
      [questionId, image.fileName, image.contentType, image.size, image.data],
    );
  }
  return questionId;
}

export async function insertErrorReport(
  db: Queryable,
  userId: number | null,
  report: TechnicalNotificationBody,
): Promise<void> {
  await db.query(
    `INSERT INTO error_reports (user_id, url, user_agent, log_store, browser_error_log)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)`,
    [
      userId,
      report.url,
      report.userAgent,
      JSON.stringify(report.logStore),
      JSON.stringify(report.browserErrorLog),
    ],
  );
}
