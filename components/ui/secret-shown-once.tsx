/** A secret the service shows only once (a new API key, a webhook's signing secret), announced as a status. */
export function SecretShownOnce({ what, secret, testId }: { what: string; secret: string; testId: string }) {
  return (
    <div
      role="status"
      className="max-w-2xl rounded-md border border-green-700 bg-green-50 p-3 text-sm dark:bg-green-950"
    >
      <p className="font-medium">{what}. Copy it now: it is shown only once.</p>
      <output className="mt-2 block break-all font-mono" data-testid={testId}>
        {secret}
      </output>
    </div>
  );
}
