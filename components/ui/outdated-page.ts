// A page loaded before Broadmark was redeployed with other code: the server no longer knows the page's
// server actions (or refuses them, the page being of another deployment). The page stays as it is, with
// what the user typed, and says what to do.

export const OUTDATED_MESSAGE = "Broadmark was updated — reload to continue";

/**
 * Whether a server action failed as unknown to the server. Next.js's own test for it
 * (unstable_isUnrecognizedActionError) is client-only, and the alerts that ask render on the server too:
 * the error's name is what its class sets.
 */
export const isOutdatedPage = (error: unknown): boolean =>
  error instanceof Error && error.name === "UnrecognizedActionError";
