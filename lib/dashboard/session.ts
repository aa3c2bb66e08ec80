// The signed-in user: their API key lives only in an httpOnly cookie, read here on the server and
// forwarded to the API by lib/client. The role always comes from the API, never from the cookie.
import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { createApiClient } from "@/lib/client";
import { ApiProblem, problem } from "@/lib/client/problem";
import { apiBaseUrl } from "@/lib/config/env";

export const KEY_COOKIE = "broadmark_key";

export function clientFor(key: string) {
  return createApiClient({ baseUrl: apiBaseUrl(), key });
}

/** The API client with the signed-in user's key; a 401 problem when nobody is signed in. */
export async function signedInClient() {
  const key = (await cookies()).get(KEY_COOKIE)?.value;
  if (!key) throw problem(401, "unauthorized", "you are not signed in");
  return clientFor(key);
}

/** Who is signed in (asked of the API once per request), or null when nobody or the key is dead. */
export const currentUser = cache(async () => {
  try {
    return await (await signedInClient()).whoAmI();
  } catch (error) {
    if (error instanceof ApiProblem && error.status === 401) return null;
    throw error;
  }
});
