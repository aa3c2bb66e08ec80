// A CommonJS bundle compiled through V8's code cache. Start-up is what a `broadmark probe` user waits for,
// and loading and compiling the probe command's modules was much of it: the build (scripts/build-cli.mjs)
// writes the compiled code beside the bundle (FILE.cache), and each start hands it to V8 instead of parsing.
// Node 20 offers no such cache for ES modules (module.enableCompileCache is Node 22), hence CommonJS here.
const { readFileSync, statSync, writeFileSync } = require("node:fs");
const { createRequire } = require("node:module");
const path = require("node:path");
const vm = require("node:vm");

/** The bundle as Node would wrap a CommonJS module; the wrapper has a line of its own, so positions stay. */
function compile(file, cachedData) {
  const source = readFileSync(file, "utf8");
  return new vm.Script(`(function (exports, require, module, __filename, __dirname) {\n${source}\n})`, {
    filename: file,
    lineOffset: -1,
    cachedData,
  });
}

/**
 * The cache when it was written after the bundle. V8 checks only the source's length before trusting a
 * cache, so one left from an earlier build of the same length would run the wrong code.
 */
function cacheFor(file) {
  try {
    const cache = `${file}.cache`;
    return statSync(cache).mtimeMs >= statSync(file).mtimeMs ? readFileSync(cache) : undefined;
  } catch {
    return undefined;
  }
}

/** Runs `file` as a CommonJS module (with its cache when valid; V8 compiles it anew otherwise). */
function runCached(file) {
  const script = compile(file, cacheFor(file));
  // The build runs the bundle on sample media with this set: the cache then also holds the functions a
  // probe compiled (V8 compiles a function when first called), not only the top level.
  if (process.env.BROADMARK_WRITE_CODE_CACHE === "1")
    process.on("exit", () => writeFileSync(`${file}.cache`, script.createCachedData()));
  const bundle = { exports: {} };
  script.runInThisContext()(bundle.exports, createRequire(file), bundle, file, path.dirname(file));
  return bundle.exports;
}

/** Writes `file`'s cache, for the Node binary that runs this (the build and the command share it). */
function writeCache(file) {
  writeFileSync(`${file}.cache`, compile(file).createCachedData());
}

module.exports = { runCached, writeCache };
