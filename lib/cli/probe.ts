// `broadmark probe <file|folder|url> [--stats]`: the container probe object (spec 2.5) as JSON on stdout.
// A folder is probed as one package (IMF, HLS, DASH); a file sees the files beside it (a CPL its track
// files, an OP-Atom file its siblings), a URL the files its manifest names. Exit 0; unreadable or
// unrecognised media → one line on stderr and exit 2. Imports only the prober, so the command starts
// as fast as a native tool.
import { HttpSource } from "../probe/io/http-source";
import type { ByteSource, ReadStats } from "../probe/io/byte-source";
import { FileSource } from "../probe/io/node-file-source";
import { ProbeError } from "../probe/errors";
import { probe } from "../probe/probe";
import { HttpPackageFiles } from "../probe/packages/http-package-files";
import { filesBeside, isFolder, openPackageFolder } from "../probe/packages/node-package-folder";
import type { SiblingFiles } from "../probe/containers/container-format";

const USAGE = "usage: broadmark probe <file|folder|url> [--stats]";

type Input = { source: ByteSource; siblings: SiblingFiles & { readonly stats: ReadStats } };

async function openSource(target: string): Promise<Input> {
  if (!/^https?:\/\//i.test(target)) {
    if (await isFolder(target)) {
      const { source, files } = await openPackageFolder(target);
      return { source, siblings: files };
    }
    const source = await FileSource.open(target);
    return { source, siblings: await filesBeside(target) };
  }
  try {
    return { source: await HttpSource.open(target), siblings: new HttpPackageFiles(target) };
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
  let input: Input | undefined;
  try {
    input = await openSource(target);
    const result = await probe(input.source, { siblings: input.siblings });
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof ProbeError)) throw error;
    process.stderr.write(`broadmark probe: ${error.message}\n`);
    return 2;
  } finally {
    if (stats && input) {
      const elapsed = performance.now() - started;
      const bytesRead = input.source.stats.bytesRead + input.siblings.stats.bytesRead;
      const reads = input.source.stats.reads + input.siblings.stats.reads;
      process.stderr.write(`bytes read: ${bytesRead}, reads: ${reads}, elapsed: ${elapsed.toFixed(1)} ms\n`);
    }
    await input?.source.close?.();
  }
}
