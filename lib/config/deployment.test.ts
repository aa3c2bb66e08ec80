import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { builtDeploymentId, serverActionsKey, sourceDeploymentId } from "./deployment.mjs";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "broadmark-deployment-"));
  vi.stubEnv("NEXT_SERVER_ACTIONS_ENCRYPTION_KEY", "");
  vi.stubEnv("BROADMARK_DEPLOYMENT_ID", "");
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe("the server actions key", () => {
  it("is made once in the data directory, readable by its owner only, then reused", () => {
    const data = path.join(dir, "data");
    const key = serverActionsKey(data);
    expect(Buffer.from(key, "base64")).toHaveLength(32);
    expect(statSync(path.join(data, "server-actions-key")).mode & 0o777).toBe(0o600);
    expect(serverActionsKey(data)).toBe(key);
  });

  it("is the environment's when set", () => {
    vi.stubEnv("NEXT_SERVER_ACTIONS_ENCRYPTION_KEY", "c2l4dGVlbiBieXRlcyBrZXk=");
    expect(serverActionsKey(dir)).toBe("c2l4dGVlbiBieXRlcyBrZXk=");
  });
});

describe("the deployment id", () => {
  beforeEach(() => {
    mkdirSync(path.join(dir, "app"));
    writeFileSync(path.join(dir, "app", "page.tsx"), "export default 1;");
    writeFileSync(path.join(dir, "app", "page.test.tsx"), "a test");
  });

  it("is the same for the same sources, and another when a source changes (tests are not sources)", () => {
    const first = sourceDeploymentId(dir);
    expect(first).toMatch(/^bm-[0-9a-f]{20}$/);
    writeFileSync(path.join(dir, "app", "page.test.tsx"), "another test");
    expect(sourceDeploymentId(dir)).toBe(first);
    writeFileSync(path.join(dir, "app", "page.tsx"), "export default 2;");
    expect(sourceDeploymentId(dir)).not.toBe(first);
  });

  it("is BROADMARK_DEPLOYMENT_ID when set", () => {
    vi.stubEnv("BROADMARK_DEPLOYMENT_ID", "release-42");
    expect(sourceDeploymentId(dir)).toBe("release-42");
  });

  it("is read back from the build, and absent before one", () => {
    expect(builtDeploymentId(path.join(dir, ".next"))).toBeUndefined();
    mkdirSync(path.join(dir, ".next"));
    writeFileSync(
      path.join(dir, ".next", "required-server-files.json"),
      JSON.stringify({ config: { deploymentId: "bm-0123" } }),
    );
    expect(builtDeploymentId(path.join(dir, ".next"))).toBe("bm-0123");
  });
});
