import { readdir, readFile, readlink, realpath, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * A setting of no meaning to PostgreSQL that puts the pid of the process starting the embedded
 * server into the postmaster's command line. The postmaster is that process's child; once its
 * parent is any other process, the starter died without stopping it (kill -9, a crash, an OOM
 * kill) and it was adopted.
 */
const OWNER_SETTING = 'listinglens.owner_pid';

/** The postmaster's flags that record this process as the one that started it. */
export function ownerFlags(): string[] {
  return ['-c', `${OWNER_SETTING}=${process.pid}`];
}

/** Stopping the orphan is a fast shutdown: its open transactions roll back and it checkpoints. */
const STOP_TIMEOUT_MS = 120_000;

interface RunningProcess {
  args: string[];
  parent: number;
}

/**
 * Clears what a server that ended without stopping its database leaves in the cluster folder, so
 * that the start goes on: a postmaster still running on the folder with no parent of its own is
 * stopped; a `postmaster.pid` whose pid now belongs to another program is removed. A postmaster
 * whose starter still runs (another server or command on the same DATA_DIR) is left alone and the
 * start refused. Linux only: it reads /proc; elsewhere PostgreSQL's own check is all there is.
 */
export async function clearStalePostmaster(
  clusterDir: string,
  log: (message: string) => void,
): Promise<void> {
  if (process.platform !== 'linux') return;
  const lockFile = path.join(clusterDir, 'postmaster.pid');
  const pid = await lockFilePid(lockFile);
  if (pid === null) return;
  const running = await runningProcess(pid);
  if (!running) return; // PostgreSQL itself removes the lock file of a postmaster that is gone.
  if (await isPostmasterOf(running, clusterDir)) {
    const owner = ownerOf(running);
    if (owner === running.parent) {
      throw new Error(
        `The embedded PostgreSQL in ${clusterDir} is in use by process ${owner} (another ` +
          'ListingLens server or command on this DATA_DIR). Stop it, or choose another DATA_DIR.',
      );
    }
    // Started by something that did not record itself (an older version, or by hand): whether its
    // starter still uses it cannot be told, so it is not stopped.
    if (owner === null) {
      throw new Error(
        `A PostgreSQL (pid ${pid}) that ListingLens did not start runs on ${clusterDir}. ` +
          `Stop it (kill -INT ${pid}) and start again.`,
      );
    }
    log(
      `Stopping the embedded PostgreSQL (pid ${pid}) left running by a server that ended without stopping it ...`,
    );
    process.kill(pid, 'SIGINT');
    await waitUntilGone(pid, clusterDir);
    return;
  }
  // The pid was reused by another program, which PostgreSQL would take for a live postmaster.
  // Backends of a killed postmaster may still be ending: then the file stays, and PostgreSQL
  // refuses to start beside them.
  if (!(await clusterProcessRuns(clusterDir))) await rm(lockFile, { force: true });
}

/**
 * The port of the postmaster that a live ListingLens process (a running server) started on the
 * cluster folder, or null when none runs there: command-line tools then work through it instead of
 * starting their own. Linux only, as the rest of this file.
 */
export async function portInUse(clusterDir: string): Promise<number | null> {
  if (process.platform !== 'linux') return null;
  const lockFile = path.join(clusterDir, 'postmaster.pid');
  const pid = await lockFilePid(lockFile);
  const running = pid === null ? null : await runningProcess(pid);
  if (!running || !(await isPostmasterOf(running, clusterDir))) return null;
  if (ownerOf(running) !== running.parent) return null;
  // The lock file's fourth line is the port the postmaster listens on.
  const port = Number((await readFile(lockFile, 'utf8')).split('\n')[3]);
  return Number.isInteger(port) && port > 0 ? port : null;
}

async function lockFilePid(lockFile: string): Promise<number | null> {
  try {
    const pid = Number((await readFile(lockFile, 'utf8')).split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The process's arguments and parent; null when there is no such process or it has ended. */
async function runningProcess(pid: number): Promise<RunningProcess | null> {
  try {
    const [cmdline, stat] = await Promise.all([
      readFile(`/proc/${pid}/cmdline`, 'utf8'),
      readFile(`/proc/${pid}/stat`, 'utf8'),
    ]);
    // The command name, in parentheses, may hold spaces; the state and the parent pid follow it.
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z' || state === 'X') return null;
    return { args: cmdline.split('\0').filter(Boolean), parent: Number(parent) };
  } catch {
    return null;
  }
}

/** A `postgres` started with `-D` naming this cluster folder: not a process that reuses the pid. */
async function isPostmasterOf(running: RunningProcess, clusterDir: string): Promise<boolean> {
  const [program, ...args] = running.args;
  const dataDir = args[args.indexOf('-D') + 1];
  if (!program || path.basename(program) !== 'postgres' || !args.includes('-D') || !dataDir) {
    return false;
  }
  return (await realpath(dataDir).catch(() => null)) === (await realpath(clusterDir));
}

function ownerOf(running: RunningProcess): number | null {
  const flag = running.args.find((arg) => arg.startsWith(`${OWNER_SETTING}=`));
  return flag ? Number(flag.slice(OWNER_SETTING.length + 1)) : null;
}

async function waitUntilGone(pid: number, clusterDir: string): Promise<void> {
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  for (;;) {
    const running = await runningProcess(pid);
    if (!running || !(await isPostmasterOf(running, clusterDir))) return;
    if (Date.now() > deadline) {
      throw new Error(
        `The embedded PostgreSQL (pid ${pid}) in ${clusterDir} did not stop within ` +
          `${STOP_TIMEOUT_MS / 1000} s. Stop it (kill ${pid}) and start again.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether any PostgreSQL process works in the cluster folder (they all run in it). */
async function clusterProcessRuns(clusterDir: string): Promise<boolean> {
  const cluster = await realpath(clusterDir);
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const name = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (name.trim() !== 'postgres') continue;
    if ((await readlink(`/proc/${entry}/cwd`).catch(() => null)) === cluster) return true;
  }
  return false;
}
