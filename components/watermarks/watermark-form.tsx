"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { createWatermark } from "@/lib/dashboard/actions/watermarks";
import { Field, messagesByPath } from "@/components/forms/field";
import { ProblemAlert } from "@/components/ui/status";
import { buttonClass, labelClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ApiProblem, unwrap } from "@/lib/client/problem";
import { SameCodeWarning, useSameCode } from "./same-code";
import { WatermarkCreateRequest, WatermarkType } from "@/lib/watermarks/schemas";

type TextField = "name" | "sid" | "sid_check_digits" | "csid" | "csid_check_digits" | "house_number";
type Values = Record<TextField | "type", string>;

/** The form's strings → the request body the API takes (sid is a number there). */
function requestBody(values: Values) {
  return {
    ...values,
    sid: values.sid.trim() === "" ? undefined : Number(values.sid),
    house_number: values.house_number.trim() === "" ? undefined : values.house_number,
  };
}

/** Registration with inline validation by the API's own schema, so the messages are the API's. */
export function WatermarkForm() {
  const router = useRouter();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({
    type: "Linear",
    name: "",
    sid: "",
    sid_check_digits: "",
    csid: "",
    csid_check_digits: "",
    house_number: "",
  });
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const create = useMutation({
    mutationFn: async (body: WatermarkCreateRequest) => unwrap(await createWatermark(body)),
    onSuccess: async (watermark) => {
      await queryClient.invalidateQueries({ queryKey: ["watermarks"] });
      router.push(`/watermarks/${watermark.id}`);
    },
  });

  const parsed = WatermarkCreateRequest.safeParse(requestBody(values));
  const local = parsed.success ? {} : messagesByPath(parsed.error.issues);
  const server = create.error instanceof ApiProblem ? messagesByPath(create.error.info.errors) : {};
  const sameCode = useSameCode(parsed.success ? parsed.data : undefined);
  const errorFor = (field: string) =>
    submitted || touched.has(field) ? (local[field] ?? server[field]) : server[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (parsed.success) create.mutate(parsed.data);
  };
  const bind = (field: TextField) => ({
    name: field,
    value: values[field],
    error: errorFor(field),
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
    onBlur: () => setTouched((t) => new Set(t).add(field)),
  });

  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={!hydrated} className="max-w-xl space-y-4">
        <fieldset>
          <legend className={labelClass}>Type</legend>
          <div className="mt-1 flex gap-4">
            {WatermarkType.options.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="type"
                  value={type}
                  checked={values.type === type}
                  onChange={() => setValues((v) => ({ ...v, type }))}
                />
                {type}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label="Name" maxLength={200} {...bind("name")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="SID" inputMode="numeric" hint="1–65535, the 16-bit source identifier" {...bind("sid")} />
          <Field label="SID check digits" maxLength={2} {...bind("sid_check_digits")} />
          <Field label="CSID" hint="0x + 5 hex digits; the first is the layer (1, 2 or 5)" {...bind("csid")} />
          <Field label="CSID check digits" maxLength={2} {...bind("csid_check_digits")} />
        </div>
        <Field
          label="House number (optional)"
          maxLength={64}
          hint="The traffic system's content id, which schedule imports match"
          {...bind("house_number")}
        />
        {sameCode.length > 0 && <SameCodeWarning watermarks={sameCode} />}
        {create.error && <ProblemAlert problem={create.error} />}
        <button type="submit" className={buttonClass} disabled={create.isPending}>
          {create.isPending ? "Registering…" : "Register watermark"}
        </button>
      </fieldset>
    </form>
  );
}
