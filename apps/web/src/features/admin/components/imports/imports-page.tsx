import {
  importRejectionSchema,
  type ImportError,
  type ImportParams,
  type ImportResult,
} from '@lens/contracts';
import { CircleAlert, CircleCheck, FileUp, UploadCloud } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Card } from '../../../../components/card.tsx';
import { VirtualTable, type TableColumn } from '../../../../components/virtual-table.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCurrentUser } from '../../api/admin-api.ts';
import { uploadImport } from '../../api/imports-api.ts';
import { AdminPage } from '../admin-page.tsx';
import { TitleCell } from '../cells.tsx';
import { ChoiceCards } from '../choice-cards.tsx';
import styles from './imports.module.css';

type Kind = ImportParams['kind'];

type Phase =
  | { name: 'idle' }
  | { name: 'uploading'; percent: number }
  | { name: 'importing' }
  | { name: 'done'; result: ImportResult }
  | { name: 'failed'; message: string; errors: ImportError[] };

const ACCEPT = '.csv,.json,.ndjson,.jsonl';

const ERROR_COLUMNS: readonly TableColumn<ImportError>[] = [
  {
    id: 'line',
    header: 'Line',
    width: 84,
    align: 'end',
    sortValue: (error) => error.line,
    cell: (error) => <span className="tabular">{error.line}</span>,
  },
  {
    id: 'problem',
    header: 'Problem',
    sortValue: (error) => error.field,
    cell: (error) => (
      <span title={error.message}>
        <TitleCell
          title={error.message}
          detail={error.field ? `Field: ${error.field}` : 'The whole line'}
        />
      </span>
    ),
  },
];

/** "referenceValues" → "Reference values": the answer's counts are keyed by entity. */
function words(key: string): string {
  const text = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(0)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** `/admin/imports`: upload a reference-data or channel-snapshot file, with its progress. */
export function ImportsPage() {
  const me = useCurrentUser();
  const [kind, setKind] = useState<Kind>('reference');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [dragging, setDragging] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const busy = phase.name === 'uploading' || phase.name === 'importing';

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setFileError(
      /\.(csv|json|ndjson|jsonl)$/i.test(chosen.name)
        ? null
        : 'Choose a .csv, .json or .ndjson file.',
    );
    setPhase({ name: 'idle' });
  };

  const upload = async () => {
    if (busy) return;
    if (!file) return setFileError('Choose the file to import.');
    if (fileError) return;
    const body = new FormData();
    body.append('file', file);
    abort.current = new AbortController();
    setPhase({ name: 'uploading', percent: 0 });
    try {
      const result = await uploadImport(kind, body, {
        signal: abort.current.signal,
        onProgress: ({ loaded, total }) => {
          const percent = Math.round((loaded / total) * 100);
          // Once the bytes are sent the server reads and checks every line: that takes a while.
          setPhase(percent >= 100 ? { name: 'importing' } : { name: 'uploading', percent });
        },
      });
      setPhase({ name: 'done', result });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        setPhase({ name: 'idle' });
        return;
      }
      const rejection =
        error instanceof ApiError ? importRejectionSchema.safeParse(error.body) : null;
      setPhase({
        name: 'failed',
        message: error instanceof ApiError ? error.message : 'The upload failed. Try again.',
        errors: rejection?.success ? (rejection.data.errors ?? []) : [],
      });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) choose(event.dataTransfer.files[0]);
  };

  return (
    <AdminPage
      title="Imports"
      description={
        <>
          Load the chain's reference data or what channels showed. Files are imported into{' '}
          <strong>{me?.clientName ?? 'your client'}</strong>, whole or not at all.
        </>
      }
    >
      <div className={styles.layout}>
        <Card title="Upload a file">
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              void upload();
            }}
            aria-label="Import a file"
          >
            <ChoiceCards
              legend="What the file holds"
              name="kind"
              value={kind}
              onChange={(next) => {
                setKind(next);
                setPhase({ name: 'idle' });
              }}
              choices={[
                {
                  value: 'reference',
                  label: 'Reference data',
                  description:
                    'What the chain says is true of each property, with a valid-from date.',
                },
                {
                  value: 'snapshots',
                  label: 'Channel snapshots',
                  description: 'What a channel showed for a property; each is audited on arrival.',
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
                accept={ACCEPT}
                className={styles.fileInput}
                disabled={busy}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? 'import-file-error' : undefined}
                onChange={(event) => choose(event.target.files?.[0])}
              />
            </label>
            {fileError && (
              <span id="import-file-error" className={styles.error}>
                {fileError}
              </span>
            )}
            <Progress phase={phase} />
            <div className={styles.buttons}>
              {phase.name === 'uploading' && (
                <Button onClick={() => abort.current?.abort()}>Cancel upload</Button>
              )}
              <Button type="submit" variant="primary" disabled={busy}>
                <FileUp size={16} aria-hidden />
                {busy ? 'Importing…' : 'Import file'}
              </Button>
            </div>
          </form>
        </Card>
        <Card title="Formats" className={styles.help}>
          <ul className={styles.rules}>
            <li>
              <strong>All or nothing.</strong> One bad line rejects the file; the lines at fault are
              listed with the field to fix.
            </li>
            <li>
              <strong>Safe to repeat.</strong> Lines already imported are recognised, so an
              overlapping monthly export only adds what is new.
            </li>
            <li>
              <strong>Reference data</strong> needs <code>code</code>, <code>valid_from</code>,{' '}
              <code>name</code>, <code>type</code> and the address with <code>country_code</code>.
            </li>
            <li>
              <strong>Snapshots</strong> need <code>property_code</code>, <code>site_id</code> and{' '}
              <code>captured_at</code>; the property must be imported first.
            </li>
          </ul>
        </Card>
      </div>
      <Outcome phase={phase} />
    </AdminPage>
  );
}

function Progress({ phase }: { phase: Phase }) {
  if (phase.name !== 'uploading' && phase.name !== 'importing') return null;
  const uploading = phase.name === 'uploading';
  return (
    <div className={styles.progress}>
      <div className={styles.progressText}>
        <span>{uploading ? 'Uploading…' : 'Checking and importing every line…'}</span>
        {uploading && <span className="tabular">{phase.percent}%</span>}
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={uploading ? 'Upload progress' : 'Importing'}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={uploading ? phase.percent : undefined}
        data-indeterminate={!uploading}
      >
        <span style={{ width: uploading ? `${phase.percent}%` : undefined }} />
      </div>
    </div>
  );
}

function Outcome({ phase }: { phase: Phase }) {
  if (phase.name === 'done') {
    const { result } = phase;
    return (
      <Card title="Imported" data-testid="import-result">
        <div className={styles.outcome} role="status">
          <CircleCheck size={22} aria-hidden className={styles.ok} />
          <p>
            {result.fileName}: {result.rows.toLocaleString()} lines read.{' '}
            {result.unchanged
              ? 'Everything in it had been imported already: nothing changed.'
              : 'Every line was checked and written.'}
          </p>
        </div>
        {!result.unchanged && (
          <dl className={styles.stats}>
            {Object.entries(result.created).map(([what, count]) => (
              <div key={what}>
                <dt>{words(what)}</dt>
                <dd className="tabular">{count.toLocaleString()}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
    );
  }
  if (phase.name === 'failed') {
    return (
      <Card
        title="The file was not imported"
        // The server lists at most 50 bad lines.
        subtitle={phase.errors.length >= 50 ? 'The first 50 lines to fix are listed.' : undefined}
        flush={phase.errors.length > 0}
        data-testid="import-errors"
      >
        <div
          className={`${styles.outcome} ${phase.errors.length ? styles.padded : ''}`}
          role="alert"
        >
          <CircleAlert size={22} aria-hidden className={styles.bad} />
          <p>
            {phase.errors.length
              ? // The server's message lists the same lines; the table shows them better.
                `${phase.errors.length === 1 ? 'One line is' : `${phase.errors.length} lines are`} wrong, so nothing was written. Fix ${phase.errors.length === 1 ? 'it' : 'them'} and import the file again.`
              : `${phase.message.replace(/\.?$/, '.')} Nothing was written.`}
          </p>
        </div>
        {phase.errors.length > 0 && (
          <VirtualTable
            caption="Lines to fix"
            rows={phase.errors}
            columns={ERROR_COLUMNS}
            rowKey={(error) => `${error.line}-${error.field}-${error.message}`}
            initialSort={{ columnId: 'line', direction: 'ascending' }}
            rowHeight={56}
            maxHeight={460}
          />
        )}
      </Card>
    );
  }
  return null;
}
