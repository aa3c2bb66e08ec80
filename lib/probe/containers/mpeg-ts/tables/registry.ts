// Tables by the PID that carries them, as tsduck registers tables by table_id: every syntax index.ts
// lists, on the PID the standard assigns it, or, for the one without such a PID (the PMT), on the PIDs
// the PAT names.
import * as listed from "./index";
import type { TableSyntax } from "./table-syntax";

const TABLES: readonly TableSyntax[] = Object.values(listed);
const BY_PID = new Map(TABLES.flatMap((syntax) => (syntax.PID === undefined ? [] : [[syntax.PID, syntax] as const])));
const [ON_NAMED_PIDS] = TABLES.filter((syntax) => syntax.PID === undefined);

/** The PIDs whose table the standard fixes: a demux listens to them from the first packet. */
export const ASSIGNED_TABLE_PIDS: readonly number[] = [...BY_PID.keys()];

/** The table whose sections a PID carries: the one assigned to it, else the one on PIDs another table names. */
export function tableOn(pid: number): TableSyntax {
  return BY_PID.get(pid) ?? ON_NAMED_PIDS!;
}
