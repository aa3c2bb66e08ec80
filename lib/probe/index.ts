// The isomorphic prober: imports no Node built-ins, so it runs in workers, the CLI and browsers.
export { probe, HEAD_BYTES, type ProbeOptions } from "./probe";
export { ProbeError, type ProbeErrorCode } from "./errors";
export { MemorySource, type ByteSource, type ReadStats } from "./io/byte-source";
export { BlobSource } from "./io/blob-source";
export { HttpSource, type HttpSourceOptions } from "./io/http-source";
export * from "./schema";
