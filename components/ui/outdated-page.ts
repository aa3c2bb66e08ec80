// A page loaded before Broadmark was redeployed with other code: the server no longer knows the page's
// server actions (or refuses them, the page being of another deployment). The page stays as it is, with
// what the user typed, and says what to do.
import { unstable_isUnrecognizedActionError } from "next/navigation";

export const OUTDATED_MESSAGE = "Broadmark was updated — reload to continue";

export const isOutdatedPage = (error: unknown): boolean => unstable_isUnrecognizedActionError(error);
