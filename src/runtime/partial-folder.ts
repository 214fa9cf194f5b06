import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

/** The watchdog's program: when its standard input ends (its parent released it, or died), the folder goes. */
const WATCHDOG = "process.stdin.resume().on('end', () => require('node:fs').rmSync(process.argv[1], { recursive: true, force: true }))";

export interface FolderGuard {
  /** Ends the watchdog: call once the folder was renamed into place or removed. */
  release(): void;
}

/**
 * Guards a folder being written: a small detached process removes it as soon as this process
 * ends — even by SIGKILL, which no handler sees (issue 18). A folder renamed into place before
 * that is no longer at its path, so only the unfinished one is removed; the folder's name must
 * therefore be one no other run uses. Start the guard before creating the folder.
 */
export function guardFolder(folder: string): FolderGuard {
  const watchdog = spawn(process.execPath, ['-e', WATCHDOG, folder], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
  watchdog.unref();
  // Could it not start, a killed run leaves the folder to the next run's clean-up: nothing to throw here.
  watchdog.on('error', () => undefined);
  // The pipe must not keep this process alive; the kernel closes it when the process ends, however it ends.
  (watchdog.stdin as unknown as Socket).unref();
  watchdog.stdin?.on('error', () => undefined);
  return { release: () => watchdog.stdin?.end() };
}
