import { LocalProbe } from "@/components/probe/local-probe";

export const metadata = { title: "Probe a file · Broadmark" };

export default function ProbePage() {
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Probe a local file</h1>
      <LocalProbe />
    </>
  );
}
