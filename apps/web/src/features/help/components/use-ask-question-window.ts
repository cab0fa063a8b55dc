import { questionFormSchema } from '@lens/contracts';
import { QUESTION_SENT_MESSAGE, validateQuestion, type QuestionField } from '@lens/domain';
import type { FormEvent } from 'react';
import { z } from 'zod';
import { useLogStore } from '../../../lib/log-store.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { sendQuestion } from '../api/send-question.ts';
import { useAskQuestion } from './ask-question-store.ts';
import { useQuestionAttachments } from './use-question-attachments.ts';

/** The contract answers "must not be blank"; under the field, the window asks for what is missing. */
const BLANK: Record<QuestionField, string> = {
  email: 'Please enter your email address',
  message: 'Please write your question',
};

/**
 * The text fields with the contract's rules. Blank is the only check shown: no format check
 * (docs/product-rules.md, "Questions and attachments").
 */
const questionTextSchema = z
  .object({
    email: questionFormSchema.shape.email.trim(),
    message: questionFormSchema.shape.message,
  })
  .superRefine((typed, ctx) => {
    for (const field of validateQuestion(typed)) {
      ctx.addIssue({ code: 'custom', path: [field], message: BLANK[field], input: typed });
    }
  });

/**
 * The ask-question window's state: the text fields, the images, and sending. While the question
 * travels the window steps aside; on failure it comes back with everything as typed.
 */
export function useAskQuestionWindow(defaultEmail: string) {
  const setOpen = useAskQuestion((state) => state.setOpen);
  const form = useSchemaForm(questionTextSchema, { email: defaultEmail, message: '' });
  const attachments = useQuestionAttachments();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = form.validate();
    if (!typed) return;
    setOpen(false);
    try {
      const answer = await sendQuestion({ ...typed, images: attachments.images });
      form.reset({ email: typed.email, message: '' });
      attachments.clear();
      useLogStore.getState().showMessage({
        id: 'question',
        tone: 'success',
        text: answer.message || QUESTION_SENT_MESSAGE,
      });
    } catch (error) {
      form.showServerError(error);
      setOpen(true);
    }
  };

  return { form, attachments, submit };
}
