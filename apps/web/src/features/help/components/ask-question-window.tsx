import { QUESTION_SEND_FAILED_MESSAGE } from '@lens/domain';
import { EmailField } from '../../../components/email-field.tsx';
import { Button } from '../../../components/button.tsx';
import { TextArea } from '../../../components/form-controls.tsx';
import { Modal } from '../../../components/modal.tsx';
import type { FieldErrors } from '../../../lib/use-schema-form.ts';
import { useAskQuestion } from './ask-question-store.ts';
import { AskQuestionWindowAttachments } from './ask-question-window-attachments.tsx';
import { useAskQuestionWindow } from './use-ask-question-window.ts';
import styles from './ask-question-window.module.css';

/** The server's refusal of the images: of them all (`image`) or of one (`image.2.type`). */
const imagesError = (errors: FieldErrors) =>
  Object.entries(errors).find(([path]) => path.split('.')[0] === 'image')?.[1];

/**
 * The ask-question window (docs/product-rules.md, "Questions and attachments"): email and message
 * are required, marks clear on edit; up to ten images below 25 MB in all. While the question
 * travels the window steps aside; on failure it comes back with everything as typed and the error
 * on top.
 */
export function AskQuestionWindow({ defaultEmail }: { defaultEmail: string }) {
  const open = useAskQuestion((state) => state.open);
  const setOpen = useAskQuestion((state) => state.setOpen);
  const { form, attachments, submit } = useAskQuestionWindow(defaultEmail);
  const { attachForm, clear, errors, formError, set, values } = form;

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Ask a question"
      description="Our support team answers within 48 hours, by email."
      data-testid="ask-question"
    >
      <form ref={attachForm} className={styles.form} onSubmit={submit} noValidate>
        {formError && (
          <p className={styles.failure} role="alert">
            {QUESTION_SEND_FAILED_MESSAGE}
          </p>
        )}
        <EmailField
          label="Your email"
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <TextArea
          label="Your question"
          name="message"
          rows={6}
          value={values.message}
          error={errors.message}
          onChange={(event) => set('message', event.target.value)}
        />
        <AskQuestionWindowAttachments
          attachments={attachments}
          serverError={imagesError(errors)}
          onChange={() => clear('image')}
        />
        <div className={styles.actions}>
          <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="primary">
            Send question
          </Button>
        </div>
      </form>
    </Modal>
  );
}
