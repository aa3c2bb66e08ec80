// How a command's outcome ends the `broadmark` process: the code it returns, or 1 with its error's message
// in one line (no stack). Shared by the whole command (main.ts) and the probe command's own bundle
// (probe-main.ts).

/**
 * `exit`: end the process at once with the code. Long-running commands use it once they stopped in order:
 * work abandoned at the end of the shutdown grace period (a job handed back to the queue while its input
 * was still downloading) must not keep the process alive. Their logs are written synchronously, so nothing
 * is lost.
 */
export function settle(outcome: Promise<number>, { exit = false } = {}): void {
  outcome.then(
    (code) => {
      if (exit) process.exit(code);
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`broadmark: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
