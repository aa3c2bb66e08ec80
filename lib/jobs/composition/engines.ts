// Watermarking engines behind one interface (docs/api.md §1: several third-party technologies exist),
// registered by name and version: new jobs use the newest version of the configured engine, and a job's
// data ZIP records the version it was marked with, so its blocks are verified with that version even after
// a newer one became the default (broadmark-ss 1.x and 2.x marks stay detectable by their own version after
// 3.0.0, whose payload layout differs, ships).
import {
  spreadSpectrumEngine,
  spreadSpectrumEngine2,
  spreadSpectrumEngine3,
  type WatermarkEngine,
} from "../../watermark-engine";
import { setting } from "../../config/settings";

const engines: WatermarkEngine[] = [spreadSpectrumEngine, spreadSpectrumEngine2, spreadSpectrumEngine3];

export function registerEngine(engine: WatermarkEngine): void {
  const index = engines.findIndex((known) => known.name === engine.name && known.version === engine.version);
  if (index >= 0) engines.splice(index, 1);
  engines.push(engine);
}

/** Numeric comparison of dotted versions ("2.0.0" after "1.10.0"). */
function compareVersions(a: string, b: string): number {
  const [left, right] = [a.split(".").map(Number), b.split(".").map(Number)];
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The engine of that name and exact version, or the newest of that name when no version is given. */
export function engineFor(name: string, version?: string): WatermarkEngine | undefined {
  const named = engines.filter(
    (engine) => engine.name === name && (version === undefined || engine.version === version),
  );
  return named.sort((a, b) => compareVersions(b.version, a.version))[0];
}

/**
 * Every registered version of the configured engine, newest first: detection searches for the marks of all
 * of them (docs/api.md §4.7), since content marked before the default changed still carries its own.
 */
export function detectionEngines(): WatermarkEngine[] {
  const { name } = configuredEngine();
  return engines.filter((engine) => engine.name === name).sort((a, b) => compareVersions(b.version, a.version));
}

/** "broadmark-ss 3.0.0, 2.0.0, 1.0.0": the versions of one engine, as results and logs name them. */
export function versionsLabel(engines: readonly WatermarkEngine[]): string {
  return `${engines[0]?.name ?? ""} ${engines.map((engine) => engine.version).join(", ")}`;
}

/** BROADMARK_WATERMARK_ENGINE: a name (its newest version) or `name@version`. */
export function configuredEngine(): WatermarkEngine {
  const value = setting("BROADMARK_WATERMARK_ENGINE");
  const [name, version] = value.split("@") as [string, string | undefined];
  const engine = engineFor(name, version);
  if (!engine)
    throw new Error(
      `BROADMARK_WATERMARK_ENGINE=${value} is not a known engine (${engines.map((e) => `${e.name}@${e.version}`).join(", ")})`,
    );
  return engine;
}
