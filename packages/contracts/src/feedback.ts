import {
  ATTACHMENT_MESSAGES,
  attachmentsProblem,
  isImageFile,
  MAX_ATTACHMENTS,
  ONLY_IMAGES_MESSAGE,
  validateQuestion,
  type AttachmentFile,
} from '@lens/domain';
import { z } from 'zod';

/**
 * One attached file as both sides see it: a browser File has name, type and size; the server fills
 * the same from the multipart part (type from its content, not its name: docs/architecture.md, "Errors").
 */
export const questionImageSchema = z
  .object({ name: z.string().max(255), type: z.string(), size: z.int().nonnegative() })
  .refine(isImageFile, { path: ['type'], message: ONLY_IMAGES_MESSAGE });
export type QuestionImage = z.infer<typeof questionImageSchema>;

/** The form keeps the pick below the limits silently; the server still names the breach. */
function checkAttachments(images: readonly AttachmentFile[], ctx: z.RefinementCtx): void {
  const problem = attachmentsProblem(images);
  // A non-image is reported on its own item by questionImageSchema.
  if (problem === null || problem === 'not-image') return;
  const message = ATTACHMENT_MESSAGES[problem] ?? `at most ${MAX_ATTACHMENTS} files`;
  ctx.addIssue({ code: 'custom', message, input: images });
}

const textField = z.string().max(10_000);

/**
 * The ask-question form. It travels as multipart/form-data with text fields `email` and `message`
 * and one `image` file field per attachment; the server checks the parts against this schema.
 */
export const questionFormSchema = z
  .object({
    email: textField.describe('Where to answer; must not be blank'),
    message: textField.describe('The question; must not be blank'),
    image: z
      .array(questionImageSchema)
      .superRefine(checkAttachments)
      .default([])
      .describe('Attached images (repeated multipart field): at most 10, below 25 MB in total'),
  })
  .superRefine((form, ctx) => {
    for (const field of validateQuestion(form)) {
      ctx.addIssue({ code: 'custom', path: [field], message: 'must not be blank', input: form });
    }
  })
  .describe('Question to the provider (multipart/form-data)');
export type QuestionForm = z.output<typeof questionFormSchema>;

export const questionResponseSchema = z
  .object({ message: z.string().describe('e.g. Success: Your question has been sent') })
  .describe('The question was sent');
export type QuestionResponse = z.infer<typeof questionResponseSchema>;
