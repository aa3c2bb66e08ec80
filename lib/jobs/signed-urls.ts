// Result files are served through short-lived signed URLs (HMAC-SHA256 over path and expiry), so
// clients that drop custom headers on redirect still work and the URL grants nothing else. The secret
// lives in the database, shared by every server process.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { db } from "../db/client";
import { setting } from "../config/settings";

const SECRET_NAME = "result-url-signing";
let cachedSecret: Buffer | undefined;

async function secret(): Promise<Buffer> {
  if (cachedSecret) return cachedSecret;
  await db().serviceSecret.upsert({
    where: { name: SECRET_NAME },
    create: { name: SECRET_NAME, value: randomBytes(32).toString("hex") },
    update: {},
  });
  const row = await db().serviceSecret.findUniqueOrThrow({ where: { name: SECRET_NAME } });
  cachedSecret = Buffer.from(row.value, "hex");
  return cachedSecret;
}

export function resultUrlTtlSeconds(): number {
  return setting("BROADMARK_RESULT_URL_TTL");
}

async function sign(path: string, expires: number): Promise<string> {
  return createHmac("sha256", await secret())
    .update(`${path}\n${expires}`)
    .digest("base64url");
}

export async function signedPath(path: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  const expires = nowSeconds + resultUrlTtlSeconds();
  return `${path}?expires=${expires}&signature=${await sign(path, expires)}`;
}

export type SignatureCheck = "valid" | "expired" | "invalid";

export async function checkSignature(path: string, expires: number, signature: string): Promise<SignatureCheck> {
  const expected = Buffer.from(await sign(path, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return expires * 1000 < Date.now() ? "expired" : "valid";
}
