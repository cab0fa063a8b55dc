/** Messages of the ask-question window (docs/product-rules.md, "Questions and attachments"). */
export const QUESTION_SEND_FAILED_MESSAGE = 'Error: There were problems submitting a question';
export const QUESTION_SENT_MESSAGE = 'Success: Your question has been sent';

export type QuestionField = 'email' | 'message';
export type QuestionInput = { email: string; message: string };

/**
 * "Question form: email and message must be non-blank. Otherwise the fields are marked invalid
 * and nothing is sent." Returns the fields to mark; an empty set means the question may be sent.
 * No format check: "No other user input validation messages are shown."
 */
export function validateQuestion(input: QuestionInput): ReadonlySet<QuestionField> {
  const invalid = new Set<QuestionField>();
  if (input.email.trim() === '') invalid.add('email');
  if (input.message.trim() === '') invalid.add('message');
  return invalid;
}
