"use client";
import { useActionState } from "react";
import { signIn } from "@/lib/dashboard/actions/session";
import { ProblemAlert } from "@/components/ui/status";
import { buttonClass, inputClass, labelClass, mutedTextClass } from "@/components/ui/styles";

export function SignInForm({ next }: { next?: string }) {
  const [problem, action, pending] = useActionState(signIn, null);
  return (
    <form action={action} className="mt-6 space-y-4">
      {next && <input type="hidden" name="next" value={next} />}
      <div>
        <label htmlFor="key" className={labelClass}>
          API key
        </label>
        <input
          id="key"
          name="key"
          type="password"
          autoComplete="off"
          required
          className={`${inputClass} mt-1 font-mono`}
          aria-describedby="key-help"
          aria-invalid={problem ? true : undefined}
        />
        <p id="key-help" className={`${mutedTextClass} mt-1`}>
          Your key stays on the server in a secure cookie; the page never sees it again.
        </p>
      </div>
      {problem && <ProblemAlert problem={problem} title="This key was not accepted." />}
      <button type="submit" className={buttonClass} disabled={pending}>
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
