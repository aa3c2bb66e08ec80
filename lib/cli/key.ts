// `broadmark key create --name N --role R | list | revoke <key-id>`: API keys from the shell.
import { parseArgs } from "node:util";
import { openDatabase } from "./open-database";
import { disconnectDb } from "../db/client";
import { audit } from "../keys/audit";
import { keyView } from "../key-management/key-view";
import { createKey, listKeys, revokeKey } from "../keys/keys";
import { Role } from "../keys/roles";

const USAGE = "usage: broadmark key create --name NAME --role scheduler|qa|admin | key list | key revoke KEY_ID\n";

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { name: { type: "string" }, role: { type: "string" } },
  });
  const [action, keyId] = positionals;
  const role = Role.safeParse(values.role);
  if (action === "create" && (!values.name || !role.success)) {
    process.stderr.write(USAGE);
    return 64;
  }
  if (!(action === "list" || action === "create" || (action === "revoke" && keyId))) {
    process.stderr.write(USAGE);
    return 64;
  }
  const database = await openDatabase();
  try {
    if (action === "create") {
      const { key, record } = await createKey(values.name!, role.data!);
      await audit(null, "key.create", record.id, "created from the command line", {
        name: record.name,
        role: record.role,
      });
      process.stdout.write(`${JSON.stringify({ ...keyView(record), key }, null, 2)}\n`);
    } else if (action === "list") {
      process.stdout.write(`${JSON.stringify((await listKeys()).map(keyView), null, 2)}\n`);
    } else {
      const revoked = await revokeKey(keyId!);
      if (!revoked) {
        process.stderr.write(`no active key with id ${keyId}\n`);
        return 1;
      }
      await audit(null, "key.revoke", revoked.id, "revoked from the command line", { name: revoked.name });
      process.stdout.write(`${JSON.stringify(keyView(revoked), null, 2)}\n`);
    }
    return 0;
  } finally {
    await disconnectDb();
    await database.stop();
  }
}
