// `broadmark probe` as a bundle of its own (dist/probe.cjs, built by scripts/build-cli.mjs): bin/broadmark
// runs it through V8's code cache, and it loads none of the other subcommands' module graph.
import { settle } from "./exit-code";
import { run } from "./probe";

settle(run(process.argv.slice(3)));
