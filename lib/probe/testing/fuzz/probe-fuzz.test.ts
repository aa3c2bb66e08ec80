// Fuzz: 10,000 seeded mutations of the corpus, each probed in a worker thread with a time and memory limit.
// Every probe must end in a valid object or a ProbeError, in bounded time, memory and bytes read.
// `npm run fuzz` adds generated files of every codec (PROBE_FUZZ_EXTRA_SEEDS: a file listing their paths)
// and may draw another seed (PROBE_FUZZ_SEED).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureBytes } from "../../codecs/testing/node-fixtures";
import { FUZZ_FIXTURES } from "./fuzz-fixtures";
import type { FuzzReply } from "./node-fuzz-worker";
import { MUTATION_KINDS, mutate, seededRandom } from "./mutations";

const MUTATIONS = 10_000;
const SEED = Number(process.env.PROBE_FUZZ_SEED ?? 20_260_521);
const WORKERS = 2;
const PROBE_TIME_LIMIT_MS = 5_000;
const WORKER_HEAP_MB = 256;
/**
 * The prober reads a bounded head and tail: never more than this, whatever the input. The largest bounds
 * are a raw elementary stream counted whole (16 MiB, containers/elementary/stream-duration.ts) and a
 * transport stream's PSI window past the head (16 MiB, containers/mpeg-ts/psi-window.ts) with its head and tail.
 */
const MAX_BYTES_READ = 20 * 1024 * 1024;
/** Most mutations start from the first bytes (fast); some from the whole file, to reach the tail logic. */
const PREFIX_BYTES = 96 * 1024;
const WHOLE_FILE_SHARE = 0.04;

const here = path.dirname(fileURLToPath(import.meta.url));
let bundleDir: string;
let workerScript: string;

beforeAll(async () => {
  // The worker runs the prober as plain JavaScript, bundled from the TypeScript sources.
  bundleDir = mkdtempSync(path.join(tmpdir(), "probe-fuzz-"));
  workerScript = path.join(bundleDir, "fuzz-worker.mjs");
  await build({
    entryPoints: [path.join(here, "node-fuzz-worker.ts")],
    outfile: workerScript,
    bundle: true,
    format: "esm",
    platform: "node",
    logLevel: "warning",
  });
});

afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

interface Failure {
  id: number;
  outcome: string;
  message?: string;
}

class ProbeWorker {
  private worker!: Worker;
  constructor() {
    this.start();
  }
  private start(): void {
    this.worker = new Worker(workerScript, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  }
  /** Probes one input; a timeout or a dead worker is a failure, after which a fresh worker is started. */
  run(id: number, bytes: Uint8Array): Promise<FuzzReply> {
    return new Promise((resolve) => {
      const finish = (reply: FuzzReply, restart: boolean) => {
        clearTimeout(timer);
        this.worker.removeAllListeners("message").removeAllListeners("error");
        if (restart) {
          void this.worker.terminate();
          this.start();
        }
        resolve(reply);
      };
      const timer = setTimeout(
        () => finish({ id, outcome: "crashed", bytesRead: 0, message: `no answer in ${PROBE_TIME_LIMIT_MS} ms` }, true),
        PROBE_TIME_LIMIT_MS,
      );
      this.worker.once("message", (reply: FuzzReply) => finish(reply, false));
      this.worker.once("error", (error) =>
        finish({ id, outcome: "crashed", bytesRead: 0, message: `worker died: ${error.message}` }, true),
      );
      this.worker.postMessage({ id, bytes }, [bytes.buffer as ArrayBuffer]);
    });
  }
  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

describe("probe fuzzing", () => {
  it(
    `survives ${MUTATIONS} seeded mutations: bit flips, overwrites, truncations, splices`,
    { timeout: 120_000 },
    async () => {
      const extra = process.env.PROBE_FUZZ_EXTRA_SEEDS
        ? readFileSync(process.env.PROBE_FUZZ_EXTRA_SEEDS, "utf8").split("\n").filter(Boolean)
        : [];
      const files = [
        ...FUZZ_FIXTURES.map((name) => fixtureBytes(name)),
        ...extra.map((file) => new Uint8Array(readFileSync(file))),
      ];
      process.stdout.write(`fuzz: seed ${SEED}, ${files.length} seed files (${extra.length} generated)\n`);
      const random = seededRandom(SEED);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
      const inputs = Array.from({ length: MUTATIONS }, () => {
        const whole = random() < WHOLE_FILE_SHARE;
        const base = pick(files);
        const other = pick(files);
        const trim = (bytes: Uint8Array) => (whole ? bytes : bytes.subarray(0, PREFIX_BYTES));
        return mutate(pick(MUTATION_KINDS), trim(base), trim(other), random);
      });

      const workers = Array.from({ length: WORKERS }, () => new ProbeWorker());
      const failures: Failure[] = [];
      const outcomes: Record<string, number> = {};
      let next = 0;
      await Promise.all(
        workers.map(async (worker) => {
          for (let id = next++; id < inputs.length; id = next++) {
            const reply = await worker.run(id, inputs[id]!);
            outcomes[reply.outcome] = (outcomes[reply.outcome] ?? 0) + 1;
            if (reply.outcome === "crashed" || reply.outcome === "invalid") failures.push(reply);
            // Bytes in memory are always readable: "unreadable" can only be a parser's exception that probe() wrapped.
            else if (reply.message?.startsWith("unreadable")) failures.push(reply);
            else if (reply.bytesRead > MAX_BYTES_READ)
              failures.push({ id, outcome: "read too much", message: `${reply.bytesRead} bytes` });
          }
        }),
      );
      await Promise.all(workers.map((w) => w.terminate()));
      expect(failures.slice(0, 5)).toEqual([]);
      // Both outcomes occur: the mutations reach the parsers rather than all being refused at detection.
      expect(outcomes.probed).toBeGreaterThan(MUTATIONS / 4);
      expect(outcomes.refused).toBeGreaterThan(0);
    },
  );
});
