// Files of a package are named by paths relative to the package root (the directory of the file probed),
// with "/" separators, or by absolute URLs where a manifest names one (HLS and DASH may).

/** `reference` as written in the file at `fromPath`, resolved to a root-relative path or an absolute URL. */
export function resolveReference(fromPath: string, reference: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference)) return reference;
  // A fixed base makes URL resolution do the RFC 3986 work (dot segments, queries) on relative paths.
  const resolved = new URL(
    reference,
    `http://package.invalid/${fromPath.split("/").map(encodeURIComponent).join("/")}`,
  );
  return decodeURIComponent(resolved.pathname.slice(1)) + resolved.search;
}

export function isAbsoluteUrl(reference: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(reference);
}
