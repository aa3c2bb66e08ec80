// The `Broadmark-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the
// endpoint's secret. The timestamp is signed so that a receiver can refuse old (replayed) requests.
// After a rotation, the previous secret's signature follows as a second `v1=` for the overlap period, so
// a receiver accepts a request when any `v1` matches the secret it knows and can switch at its own pace.
import { createHmac } from "node:crypto";

export const SIGNATURE_HEADER = "Broadmark-Signature";

export function signatureHeader(secrets: readonly string[], body: string, unixSeconds: number): string {
  const v1 = secrets.map(
    (secret) => `v1=${createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex")}`,
  );
  return [`t=${unixSeconds}`, ...v1].join(",");
}
