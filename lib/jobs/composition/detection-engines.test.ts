// Detection searches every registered version of the configured engine: the three broadmark-ss versions,
// newest first, and a version registered later without any other change (its own file: registering one
// changes the registry for the rest of the module's tests).
import { afterEach, describe, expect, it } from "vitest";
import { spreadSpectrumEngine3 } from "../../watermark-engine";
import { configuredEngine, detectionEngines, registerEngine, versionsLabel } from "./engines";

afterEach(() => {
  delete process.env.BROADMARK_WATERMARK_ENGINE;
});

describe("the engine versions detection searches", () => {
  it("are every registered version of the configured engine, newest first, whichever version marks", () => {
    expect(versionsLabel(detectionEngines())).toBe("broadmark-ss 3.0.0, 2.0.0, 1.0.0");
    process.env.BROADMARK_WATERMARK_ENGINE = "broadmark-ss@1.0.0";
    expect(versionsLabel(detectionEngines())).toBe("broadmark-ss 3.0.0, 2.0.0, 1.0.0");
  });

  it("include a version registered later, and no engine of another name", () => {
    registerEngine({ ...spreadSpectrumEngine3, version: "4.0.0" });
    registerEngine({ ...spreadSpectrumEngine3, name: "other-vendor", version: "9.0.0" });
    expect(configuredEngine().version).toBe("4.0.0");
    expect(versionsLabel(detectionEngines())).toBe("broadmark-ss 4.0.0, 3.0.0, 2.0.0, 1.0.0");
  });
});
