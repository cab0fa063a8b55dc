import {
  addAttachments,
  leftOutNotice,
  clearInvalidMark,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  QUESTION_SEND_FAILED_MESSAGE,
  QUESTION_SENT_MESSAGE,
  validateQuestion,
  type QuestionField,
} from '@lens/domain';
import { ImagePlus, Paperclip, X } from 'lucide-react';
import { useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextArea } from '../../../components/form-controls.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useLogStore } from '../../../lib/log-store.ts';
import { sendQuestion } from '../api/send-question.ts';
import { useAskQuestion } from './ask-question-store.ts';
import styles from './ask-question-window.module.css';
import { EmailField } from '../../../components/email-field.tsx';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(bytes < 1_000_000 ? 2 : 1)} MB`;

/**
 * The ask-question window (docs/product-rules.md, "Questions and attachments"): email and message are required, marks clear
 * on edit; up to ten images below 25 MB in all. While the question travels the window steps aside;
 * on failure it comes back with everything as typed and the error on top.
 */
export function AskQuestionWindow({ defaultEmail }: { defaultEmail: string }) {
  const open = useAskQuestion((state) => state.open);
  const setOpen = useAskQuestion((state) => state.setOpen);
  const [email, setEmail] = useState(defaultEmail);
  const [message, setMessage] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [invalid, setInvalid] = useState<ReadonlySet<QuestionField>>(new Set());
  const [fileError, setFileError] = useState<string | null>(null);
  const [fileNotice, setFileNotice] = useState<string | null>(null);
  const [sendFailed, setSendFailed] = useState(false);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const totalBytes = images.reduce((sum, image) => sum + image.size, 0);
  const full = images.length >= MAX_ATTACHMENTS;

  const pick = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const picked = [...files];
    const change = addAttachments(images, picked);
    setFileError(change.error);
    setFileNotice(leftOutNotice(change.leftOut));
    if (!change.error) setImages([...images, ...picked.slice(0, change.accepted.length)]);
  };

  const edit = (field: QuestionField, value: string) => {
    (field === 'email' ? setEmail : setMessage)(value);
    setInvalid((marks) => clearInvalidMark(marks, field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const marks = validateQuestion({ email, message });
    setInvalid(marks);
    if (marks.size > 0) return;
    setSendFailed(false);
    setOpen(false);
    const log = useLogStore.getState();
    try {
      const answer = await sendQuestion({ email: email.trim(), message, images });
      setMessage('');
      setImages([]);
      setFileError(null);
      setFileNotice(null);
      log.showMessage({
        id: 'question',
        tone: 'success',
        text: answer.message || QUESTION_SENT_MESSAGE,
      });
    } catch {
      setSendFailed(true);
      setOpen(true);
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!full) pick(event.dataTransfer.files);
  };

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Ask a question"
      description="Our support team answers within 48 hours, by email."
      data-testid="ask-question"
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {sendFailed && (
          <p className={styles.failure} role="alert">
            {QUESTION_SEND_FAILED_MESSAGE}
          </p>
        )}
        <EmailField
          label="Your email"
          value={email}
          invalid={invalid.has('email')}
          error={invalid.has('email') ? 'Please enter your email address' : null}
          onChange={(event) => edit('email', event.target.value)}
        />
        <TextArea
          label="Your question"
          rows={6}
          value={message}
          invalid={invalid.has('message')}
          error={invalid.has('message') ? 'Please write your question' : null}
          onChange={(event) => edit('message', event.target.value)}
        />
        <div
          className={styles.drop}
          data-dragging={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(!full);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <ImagePlus size={20} aria-hidden />
          <span>
            {full
              ? `${MAX_ATTACHMENTS} images attached, the most a question can carry`
              : 'Drop screenshots here, or'}
          </span>
          {!full && (
            <Button size="small" type="button" onClick={() => picker.current?.click()}>
              <Paperclip size={14} aria-hidden /> Attach images
            </Button>
          )}
          <input
            ref={picker}
            type="file"
            accept="image/*"
            multiple
            hidden
            data-testid="question-images"
            onChange={(event) => {
              pick(event.target.files);
              event.target.value = '';
            }}
          />
        </div>
        <p className={styles.limits}>
          Up to {MAX_ATTACHMENTS} images, {megabytes(MAX_ATTACHMENTS_TOTAL_BYTES)} in total
          {images.length > 0 && ` · ${images.length} attached, ${megabytes(totalBytes)}`}
        </p>
        {fileError && (
          <p className={styles.failure} role="alert">
            {fileError}
          </p>
        )}
        {fileNotice && (
          <p className={styles.notice} role="status">
            {fileNotice}
          </p>
        )}
        {images.length > 0 && (
          <ul className={styles.files} aria-label="Attached images">
            {images.map((image, index) => (
              <li key={`${image.name}-${index}`}>
                <span className={styles.fileName}>{image.name}</span>
                <span className={styles.fileSize}>{megabytes(image.size)}</span>
                <Button
                  size="small"
                  variant="ghost"
                  iconOnly
                  type="button"
                  aria-label={`Remove ${image.name}`}
                  onClick={() => {
                    setImages(images.filter((_, at) => at !== index));
                    setFileError(null);
                    setFileNotice(null);
                  }}
                >
                  <X size={14} aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
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
