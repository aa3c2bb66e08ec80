"use server";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { ApiProblem, problem, settle, type ProblemInfo } from "@/lib/client/problem";
import { homeFor } from "../navigation-items";
import { returnPath } from "../requested-page";
import { clientFor, KEY_COOKIE, signedInClient } from "../session";

const TWELVE_HOURS = 12 * 3600;

/** Checks the key with the API, keeps it in an httpOnly, Secure, SameSite=Strict cookie, and returns to the page asked for. */
export async function signIn(_previous: ProblemInfo | null, form: FormData): Promise<ProblemInfo | null> {
  const key = String(form.get("key") ?? "").trim();
  if (!key) return problem(400, "validation_failed", "enter your API key").info;
  let role;
  try {
    ({ role } = await clientFor(key).whoAmI());
  } catch (error) {
    if (error instanceof ApiProblem) return error.info;
    throw error;
  }
  (await cookies()).set(KEY_COOKIE, key, {
    httpOnly: true,
    secure: true,
    sameSite: "strict",
    path: "/",
    maxAge: TWELVE_HOURS,
  });
  redirect(returnPath(form.get("next")) ?? homeFor(role));
}

export async function signOut(): Promise<void> {
  (await cookies()).delete(KEY_COOKIE);
  redirect("/sign-in");
}

/** Asks the API who is signed in: whether the service answers at all (the dashboard's banner when it does not). */
export async function checkService() {
  return settle(async () => (await signedInClient()).whoAmI());
}
