import { FileUp, UploadCloud } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { Button } from '../../../../components/button.tsx';
import { ChoiceCards } from '../choice-cards.tsx';
import { ImportProgress } from './imports-page-outcome.tsx';
import { fileProblem, type ImportsPageState } from './use-imports-page.ts';
import styles from './imports.module.css';

const ACCEPT = '.csv,.json,.ndjson,.jsonl';

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(0)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** The kind of file, the file (dropped or chosen), the progress and the buttons. */
export function ImportsPageUpload({ upload }: { upload: ImportsPageState }) {
  const { phase, busy, choose, chooseKind } = upload;
  const { attachForm, errors, values } = upload.form;
  const { file } = values;
  const [dragging, setDragging] = useState(false);
  const noteId = useId();
  // A file of the wrong kind is said at once; a missing one when the form is sent.
  const fileError = errors.file ?? (file ? fileProblem(file) : null);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) choose(event.dataTransfer.files[0]);
  };

  return (
    <form
      ref={attachForm}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void upload.submit();
      }}
      aria-label="Import a file"
    >
      <ChoiceCards
        legend="What the file holds"
        name="kind"
        value={values.kind}
        error={errors.kind}
        onChange={chooseKind}
        choices={[
          {
            value: 'reference',
            label: 'Reference data',
            description: 'What the chain says is true of each property, with a valid-from date.',
          },
          {
            value: 'snapshots',
            label: 'Channel snapshots',
            description: 'What a channel showed for a property; each is audited on arrival.',
          },
          {
            value: 'listing_identities',
            label: 'Listing identities',
            description:
              "Each property's listing URL and id per channel, for connectors and requests.",
          },
        ]}
      />
      <label
        className={styles.drop}
        data-dragging={dragging}
        data-invalid={!!fileError}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <UploadCloud size={28} aria-hidden className={styles.dropIcon} />
        <span className={styles.dropTitle}>
          {file ? file.name : 'Drop a file here, or choose one'}
        </span>
        <span className={styles.dropText}>
          {file ? size(file.size) : 'CSV, JSON or NDJSON, up to 2 GB'}
        </span>
        <input
          type="file"
          name="file"
          accept={ACCEPT}
          className={styles.fileInput}
          disabled={busy}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? noteId : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      {fileError && (
        <span id={noteId} className={styles.error}>
          {fileError}
        </span>
      )}
      <ImportProgress phase={phase} />
      <div className={styles.buttons}>
        {phase.name === 'uploading' && <Button onClick={upload.cancel}>Cancel upload</Button>}
        <Button type="submit" variant="primary" disabled={busy}>
          <FileUp size={16} aria-hidden />
          {busy ? 'Importing…' : 'Import file'}
        </Button>
      </div>
    </form>
  );
}
