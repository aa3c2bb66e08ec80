"use server";
import type { z } from "zod";
import { settle } from "@/lib/client/problem";
import type { ImportFormat } from "@/lib/client/schedules";
import type { AsRunQuery, ScheduleImportQuery } from "@/lib/schedules/schemas";
import { signedInClient } from "../session";

export async function importSchedule(
  text: string,
  format: ImportFormat,
  query: Partial<z.input<typeof ScheduleImportQuery>>,
) {
  return settle(async () => (await signedInClient()).scheduleImports.create(text, format, query));
}

export async function listScheduleImports() {
  return settle(async () => (await signedInClient()).scheduleImports.list({ limit: 20 }));
}

export async function importAsRun(text: string, format: ImportFormat, query: Partial<z.input<typeof AsRunQuery>>) {
  return settle(async () => (await signedInClient()).asRunImports.create(text, format, query));
}

export async function listAsRunReports() {
  return settle(async () => (await signedInClient()).asRunImports.list({ limit: 20 }));
}

export async function getAsRunReport(id: string) {
  return settle(async () => (await signedInClient()).asRunImports.get(id));
}
