// The `broadmark` command. Each subcommand is loaded on demand so that `broadmark probe` starts without
// loading the web server, the database client or the queue.
import { settle } from "./exit-code";

const commands: Record<string, () => Promise<{ run(args: string[]): Promise<number> }>> = {
  // The web server reads NODE_ENV when its modules load, so it is set before they are imported.
  start: () => ((process.env as Record<string, string>).NODE_ENV = "production") && import("./start"),
  worker: () => import("./worker"),
  migrate: () => import("./migrate"),
  key: () => import("./key"),
  probe: () => import("./probe"),
  watermark: () => import("./watermark"),
};

/** Long-running commands end with an explicit exit once they stopped in order (exit-code.ts). */
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

settle(main(process.argv.slice(2)), { exit: SERVICES.has(process.argv[2] ?? "") });
