// fetch for probe inputs: every connection's resolved address is checked at connect time (after DNS,
// so a hostname resolving to loopback is refused) and redirects are followed by hand so that each hop's
// URL is checked too.
import { lookup, type LookupAddress, type LookupAllOptions } from "node:dns";
import { Agent, fetch as undiciFetch } from "undici";
import { isIP } from "node:net";
import { InputError } from "./input-error";
import { refusalOf } from "./address-policy";

const MAX_REDIRECTS = 5;

const guardedAgent = new Agent({
  connect: {
    lookup(hostname, options, callback) {
      lookup(hostname, { ...(options as LookupAllOptions), all: true }, (error, addresses: LookupAddress[]) => {
        if (error) return callback(error, addresses);
        const refused = addresses.map((a) => refusalOf(a.address)).find(Boolean);
        if (refused)
          return callback(Object.assign(new Error(`${hostname}: ${refused}`), { code: "EREFUSEDADDRESS" }), []);
        callback(null, addresses);
      });
    },
  },
});

function checkLiteralHost(url: URL): void {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // Literal addresses never reach the lookup hook, so they are checked here.
  if (isIP(host)) {
    const refused = refusalOf(host);
    if (refused) throw new InputError("input_refused", refused);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new InputError("input_refused", `redirect to ${url.protocol} refused: only http and https may be fetched`);
  }
}

export const guardedFetch = (async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  let url = new URL(input instanceof Request ? input.url : input);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    checkLiteralHost(url);
    let response;
    try {
      response = await undiciFetch(url, { ...(init as object), redirect: "manual", dispatcher: guardedAgent });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      if (cause?.code === "EREFUSEDADDRESS") throw new InputError("input_refused", cause.message ?? "address refused");
      throw new InputError("input_unreachable", `${url.host}: ${cause?.message ?? (error as Error).message}`);
    }
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return response as unknown as Response;
    await response.body?.cancel();
    url = new URL(location, url);
  }
  throw new InputError("input_unreachable", `more than ${MAX_REDIRECTS} redirects`);
}) as typeof fetch;
