// Everything a multi-process bench starts (API processes, HAProxy, workers) is registered here, so
// that it is stopped however the bench ends: normally, on an exception, or on Ctrl-C / SIGTERM.
// Cleanups (dropping the database) run on a signal too; on a plain exit only the kill is possible.
import type { ChildProcess } from 'node:child_process';

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];
let installed = false;

function install() {
  if (installed) return;
  installed = true;
  // 'exit' handlers must be synchronous: a kill is all that is left to do.
  process.on('exit', () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      console.error(`\n${signal}: stopping the processes this bench started`);
      // Calls cut short by the stop fail wherever they were made; nothing may end this process
      // before the cleanups (dropping the database) have finished.
      process.on('uncaughtException', () => undefined);
      process.on('unhandledRejection', () => undefined);
      for (const c of children) c.kill('SIGTERM');
      for (const fn of cleanups.splice(0).reverse()) await fn().catch(() => undefined);
      process.exit(130);
    });
  }
}

/** Kills `child` when this process ends, unless it has ended already. */
export function registerChild(child: ChildProcess): void {
  install();
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/** Runs `fn` if the bench is interrupted by a signal; the returned function unregisters it. */
export function registerCleanup(fn: () => Promise<void>): () => void {
  install();
  cleanups.push(fn);
  return () => {
    const i = cleanups.indexOf(fn);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

/** Resolves once `child` has exited (at once if it has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
