import Link from "next/link";

export default function HomePage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-semibold tracking-tight">Broadmark</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        Broadcast audience-measurement watermarks: the watermark registry, broadcast-slot reservations and media
        probing.
      </p>
      <p className="mt-6">
        <Link className="text-blue-700 underline dark:text-blue-300" href="/sign-in">
          Sign in to the dashboard
        </Link>{" "}
        with your API key: watermarks and the slot calendar, probe reports, keys and the audit log.
      </p>
      <section aria-labelledby="api" className="mt-10">
        <h2 id="api" className="text-xl font-semibold">
          Service API
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-6">
          <li>
            <code>/watermarking/v1.0/measurement/watermarks</code>: the watermark registry and linear reservations
          </li>
          <li>
            <Link className="text-blue-700 underline dark:text-blue-300" href="/openapi.json">
              OpenAPI document
            </Link>
          </li>
        </ul>
      </section>
    </main>
  );
}
