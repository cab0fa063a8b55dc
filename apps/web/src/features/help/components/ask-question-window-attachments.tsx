import { MAX_ATTACHMENTS, MAX_ATTACHMENTS_TOTAL_BYTES } from '@lens/domain';
import { ImagePlus, Paperclip, X } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import type { QuestionAttachments } from './use-question-attachments.ts';
import styles from './ask-question-window.module.css';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(bytes < 1_000_000 ? 2 : 1)} MB`;

/**
 * The images of a question: a drop zone with a picker, the limits, what was refused and the list.
 * `serverError` is the server's refusal of the images, shown where a refused pick is.
 */
export function AskQuestionWindowAttachments({
  attachments,
  serverError,
  onChange,
}: {
  attachments: QuestionAttachments;
  serverError?: string;
  onChange(): void;
}) {
  const { images, error, notice } = attachments;
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const totalBytes = images.reduce((sum, image) => sum + image.size, 0);
  const full = images.length >= MAX_ATTACHMENTS;
  const problem = error ?? serverError;

  const pick = (files: FileList | null) => {
    attachments.pick(files);
    onChange();
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!full) pick(event.dataTransfer.files);
  };

  return (
    <>
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
      {problem && (
        <p className={styles.failure} role="alert">
          {problem}
        </p>
      )}
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
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
                  attachments.remove(index);
                  onChange();
                }}
              >
                <X size={14} aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
