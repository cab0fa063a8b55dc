import {
  importParamsSchema,
  importRejectionSchema,
  type ImportError,
  type ImportResult,
} from '@lens/contracts';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../../lib/api-client.ts';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { uploadImport } from '../../api/imports-api.ts';

export type Phase =
  | { name: 'idle' }
  | { name: 'uploading'; percent: number }
  | { name: 'importing' }
  | { name: 'done'; result: ImportResult }
  | { name: 'failed'; message: string; errors: ImportError[] };

const IMPORTABLE = /\.(csv|json|ndjson|jsonl)$/i;

/** What is wrong with the chosen file; a wrong kind is said as soon as it is chosen. */
export function fileProblem(file: File | null): string | null {
  if (!file) return 'Choose the file to import.';
  return IMPORTABLE.test(file.name) ? null : 'Choose a .csv, .json or .ndjson file.';
}

/**
 * The upload form: the kind with the contract's own rule, and the file beside it, which no JSON
 * contract holds, so its check is the web's and lands in the same field errors.
 */
const importFormSchema = importParamsSchema.extend({
  file: z.custom<File | null>().superRefine((file, ctx) => {
    const problem = fileProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: file });
  }),
});

type Failed = Extract<Phase, { name: 'failed' }>;

/** The failed import as the page shows it: the server's message and the lines at fault. */
function failedPhase(error: unknown): Failed {
  const rejection = error instanceof ApiError ? importRejectionSchema.safeParse(error.body) : null;
  return {
    name: 'failed',
    message: error instanceof ApiError ? error.message : 'The upload failed. Try again.',
    errors: rejection?.success ? (rejection.data.errors ?? []) : [],
  };
}

/**
 * A refusal the server pins on a field of this form. Others name a column of the file (the first
 * one missing), which has no field here.
 */
const refusesFormField = (error: unknown) =>
  error instanceof ApiError && (error.field === 'file' || error.field === 'kind');

/** The upload of one import file: its fields, the progress, and the outcome. */
export function useImportsPage() {
  const form = useSchemaForm(importFormSchema, { kind: 'reference', file: null });
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const busy = phase.name === 'uploading' || phase.name === 'importing';

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    form.set('file', chosen);
    setPhase({ name: 'idle' });
  };

  const chooseKind = (kind: z.input<typeof importParamsSchema>['kind']) => {
    form.set('kind', kind);
    setPhase({ name: 'idle' });
  };

  const upload = async () => {
    if (busy) return;
    const fields = form.validate();
    if (!fields?.file) return;
    const body = new FormData();
    body.append('file', fields.file);
    abort.current = new AbortController();
    setPhase({ name: 'uploading', percent: 0 });
    try {
      const result = await uploadImport(fields.kind, body, {
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
      const failed = failedPhase(error);
      // Lines at fault need the table; a refusal of the file or kind itself goes under its field.
      if (failed.errors.length === 0 && refusesFormField(error)) {
        setPhase({ name: 'idle' });
        form.showServerError(error);
        return;
      }
      setPhase(failed);
    }
  };

  return {
    form,
    phase,
    busy,
    choose,
    chooseKind,
    submit: upload,
    cancel: () => abort.current?.abort(),
  };
}

export type ImportsPageState = ReturnType<typeof useImportsPage>;
