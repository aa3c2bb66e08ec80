// The `Broadmark-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the
// endpoint's secret. The timestamp is signed so that a receiver can refuse old (replayed) requests.
import { createHmac } from "node:crypto";

export const SIGNATURE_HEADER = "Broadmark-Signature";

export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${v1}`;
}
