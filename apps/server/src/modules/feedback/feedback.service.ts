import {
  questionFormSchema,
  type QuestionResponse,
  type SessionUser,
  type TechnicalNotificationBody,
} from '@lens/contracts';
import { ATTACHMENT_MESSAGES, imagePixelsProblem, QUESTION_SENT_MESSAGE } from '@lens/domain';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/error-handler.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { insertErrorReport, insertQuestion } from './feedback.queries.ts';
import type { ReceivedQuestion } from './read-question-parts.ts';

export interface QuestionDeps {
  pool: pg.Pool;
  mailer: Mailer;
  supportEmail: string;
  log: FastifyBaseLogger;
}

/** The answer time promised when a question is sent (docs/product-rules.md, "Questions and attachments"). */
const QUESTION_ANSWER = `${QUESTION_SENT_MESSAGE}. We will answer within 48 hours.`;

const ATTACHMENT_TEXTS: ReadonlySet<string> = new Set(Object.values(ATTACHMENT_MESSAGES));

/**
 * Checks the question against the contract (the web's own rules), stores it with its images, then
 * emails it to support. A failed email does not fail the question: it is stored, support can read
 * it there, and asking the user to send it again would only store it twice.
 */
export async function sendQuestion(
  deps: QuestionDeps,
  user: SessionUser,
  question: ReceivedQuestion,
): Promise<QuestionResponse> {
  assertValidQuestion(question);
  assertOpenableImages(question);
  const questionId = await withTransaction(deps.pool, (tx) =>
    insertQuestion(tx, user.id, question),
  );
  try {
    await deps.mailer.send(questionMail(deps.supportEmail, user, questionId, question));
  } catch (error) {
    deps.log.error({ err: error, questionId }, 'question stored but not emailed to support');
  }
  return { message: QUESTION_ANSWER };
}

function assertValidQuestion(question: ReceivedQuestion): void {
  const result = questionFormSchema.safeParse({
    email: question.email,
    message: question.message,
    image: question.images.map((image) => ({
      name: image.fileName,
      type: image.contentType,
      size: image.size,
    })),
  });
  if (result.success) return;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  // The attachment rules answer with the form's own texts, which the form shows as they are.
  const message = ATTACHMENT_TEXTS.has(issue.message)
    ? issue.message
    : `${field}: ${issue.message}`;
  throw new HttpError(400, message, field);
}

/** Checked after the contract, which has made sure every file is an image. */
function assertOpenableImages(question: ReceivedQuestion): void {
  question.images.forEach((image, index) => {
    const problem = imagePixelsProblem(image.fileName, image.dimensions);
    if (problem) throw new HttpError(400, problem, `image.${index}`);
  });
}

// Support answers the address typed in the form, which may differ from the account's.
function questionMail(
  supportEmail: string,
  user: SessionUser,
  questionId: number,
  question: ReceivedQuestion,
): MailMessage {
  return {
    to: supportEmail,
    replyTo: question.email,
    subject: `Question from ${user.name} (${user.clientName})`,
    text: [
      question.message,
      '',
      '--',
      `Answer to: ${question.email}`,
      `Asked by: ${user.name} <${user.email}>, ${user.clientName}`,
      `Question ${questionId}`,
    ].join('\n'),
    attachments: question.images.map((image) => ({
      filename: image.fileName,
      content: image.data,
      contentType: image.contentType,
    })),
  };
}

/** Anonymous reports are kept too: the error window can open before sign-in completes. */
export async function recordErrorReport(
  db: pg.Pool,
  user: SessionUser | null,
  report: TechnicalNotificationBody,
): Promise<void> {
  await insertErrorReport(db, user?.id ?? null, report);
}
