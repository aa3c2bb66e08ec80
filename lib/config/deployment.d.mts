/** The base64 AES-256 key server actions use: the environment's, else the data directory's (created once). */
export function serverActionsKey(dataDirectory: string): string;
/** The deployment id of the sources under `root`: BROADMARK_DEPLOYMENT_ID, else a digest of them. */
export function sourceDeploymentId(root: string): string;
/** The deployment id the build in `distDir` was made with (undefined before the first build). */
export function builtDeploymentId(distDir: string): string | undefined;
