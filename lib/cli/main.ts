// The `broadmark` command. Each subcommand is loaded on demand so that `broadmark probe` starts without
// loading the web server, the database client or the queue.
const commands: Record<string, () => Promise<{ run(args: string[]): Promise<number> }>> = {
  // The web server reads NODE_ENV when its modules load, so it is set before they are imported.
  start: () => ((process.env as Record<string, string>).NODE_ENV = "production") && import("./start"),
  worker: () => import("./worker"),
  migrate: () => import("./migrate"),
  key: () => import("./key"),
  probe: () => import("./probe"),
  watermark: () => import("./watermark"),
};

/**
 * Long-running commands end with an explicit exit once they stopped in order: work abandoned at the end
 * of the shutdown grace period (a job handed back to the queue while its input was still downloading)
 * must not keep the process alive. Their logs are written synchronously, so nothing is lost.
 */
const SERVICES = new Set(["start", "worker"]);

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const load = name ? commands[name] : undefined;
  if (!load) {
    process.stderr.write(`usage: broadmark <${Object.keys(commands).join("|")}> [options]\n`);
    return name === "--help" || name === "-h" ? 0 : 64;
  }
  // Services and administration check the whole environment first, naming each bad variable; the
  // probe command reads no setting and starts without the schema.
  if (name !== "probe") (await import("../config/settings")).checkSettings();
  return (await load()).run(args);
}

main(process.argv.slice(2)).then(
  (code) => {
    if (SERVICES.has(process.argv[2] ?? "")) process.exit(code);
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`broadmark: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
