// `broadmark probe <file|url> [--stats]`: the container probe object (spec 2.5) as JSON on stdout.
// Exit 0; unreadable or unrecognised media → one line on stderr and exit 2. Imports only the prober,
// so the command starts as fast as a native tool.
import { HttpSource } from "../probe/io/http-source";
import type { ByteSource } from "../probe/io/byte-source";
import { FileSource } from "../probe/io/node-file-source";
import { ProbeError } from "../probe/errors";
import { probe } from "../probe/probe";

const USAGE = "usage: broadmark probe <file|url> [--stats]";

async function openSource(target: string): Promise<ByteSource> {
  if (!/^https?:\/\//i.test(target)) return FileSource.open(target);
  try {
    return await HttpSource.open(target);
  } catch (error) {
    // fetch reports DNS and connection failures as TypeError: the input is unreadable.
    if (error instanceof TypeError) throw new ProbeError("unreadable", `${target}: ${(error.cause as Error | undefined)?.message ?? error.message}`);
    throw error;
  }
}

export async function run(args: string[]): Promise<number> {
  const stats = args.includes("--stats");
  const targets = args.filter((a) => a !== "--stats");
  const target = targets[0];
  if (target === undefined || targets.length > 1 || target.startsWith("-")) {
    process.stderr.write(`${USAGE}\n`);
    return 64;
  }
  const started = performance.now();
  let source: ByteSource | undefined;
  try {
    source = await openSource(target);
    const result = await probe(source);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof ProbeError)) throw error;
    process.stderr.write(`broadmark probe: ${error.message}\n`);
    return 2;
  } finally {
    if (stats && source) {
      const elapsed = performance.now() - started;
      process.stderr.write(`bytes read: ${source.stats.bytesRead}, reads: ${source.stats.reads}, elapsed: ${elapsed.toFixed(1)} ms\n`);
    }
    await source?.close?.();
  }
}
