// Watermarking engines behind one interface (docs/api.md §1: several third-party technologies exist). The
// built-in open engine is the default; BROADMARK_WATERMARK_ENGINE names another registered one.
import { spreadSpectrumEngine, type WatermarkEngine } from "../../watermark-engine";
import { setting } from "../../config/settings";

const engines = new Map<string, WatermarkEngine>([[spreadSpectrumEngine.name, spreadSpectrumEngine]]);

export function registerEngine(engine: WatermarkEngine): void {
  engines.set(engine.name, engine);
}

export function configuredEngine(): WatermarkEngine {
  const name = setting("BROADMARK_WATERMARK_ENGINE");
  const engine = engines.get(name);
  if (!engine) throw new Error(`BROADMARK_WATERMARK_ENGINE=${name} is not a known engine (${[...engines.keys()].join(", ")})`);
  return engine;
}
