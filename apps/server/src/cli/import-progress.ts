import cliProgress, { type Params } from 'cli-progress';

// cli-progress is CommonJS: Node's ES module loader sees its default export only.
const { Format, Presets, SingleBar } = cliProgress;

export interface ImportProgressPayload {
  phase: 'reading' | 'writing';
  rows: number;
}

const count = new Intl.NumberFormat('en');

function duration(seconds: number): string {
  if (seconds < 60) return `${Math.ceil(seconds)} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.round((seconds % 3600) / 60)} min`;
}

/**
 * One progress line. The bar measures the bytes of the file read so far, the only total known
 * before the end (a file's row count is not); rows per second and the time left are worked out
 * from what has been read, and "estimating" stands in until there is enough to say.
 */
export function progressLine(
  params: Pick<Params, 'progress' | 'eta' | 'startTime'>,
  payload: ImportProgressPayload,
  now: number,
  bar: string | null,
): string {
  const percent = `${Math.floor(params.progress * 100)}%`;
  const seconds = (now - params.startTime) / 1000;
  const rate = seconds >= 1 ? `${count.format(Math.round(payload.rows / seconds))} rows/s` : null;
  const rows = `${count.format(payload.rows)} rows`;
  if (payload.phase === 'writing') {
    return [bar, `writing ${rows} to the database`, rate].filter(Boolean).join(' | ');
  }
  const known = seconds >= 1 && Number.isFinite(params.eta) && params.progress > 0;
  const left = known ? `about ${duration(params.eta)} left` : 'estimating time left';
  return [bar, `reading ${percent} of the file`, rows, rate, left].filter(Boolean).join(' | ');
}

/**
 * The import tool's progress: a bar redrawn in place in a terminal, and a plain line every two
 * seconds when the output goes to a file or a pipe (cli-progress's no-TTY mode), so a log keeps a
 * readable record instead of control characters.
 */
export function importProgressBar(fileBytes: number, stream: NodeJS.WriteStream = process.stdout) {
  const tty = stream.isTTY === true;
  const bar = new SingleBar(
    {
      stream,
      hideCursor: true,
      noTTYOutput: true,
      notTTYSchedule: 2000,
      etaBuffer: 40,
      format: (options, params, payload: ImportProgressPayload) =>
        progressLine(
          params,
          payload,
          params.stopTime ?? Date.now(),
          tty ? Format.BarFormat(params.progress, options) : null,
        ),
    },
    Presets.shades_classic,
  );
  // An empty file still has a total: a zero would draw the bar full before anything is read.
  bar.start(Math.max(1, fileBytes), 0, { phase: 'reading', rows: 0 });
  return bar;
}
