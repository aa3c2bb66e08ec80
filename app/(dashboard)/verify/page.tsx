import { VerifyBoard } from "@/components/jobs/verify-board";
import { AreaGate } from "@/components/session/area-gate";
import { mutedTextClass } from "@/components/ui/styles";

export const metadata = { title: "Verify aired content · Broadmark" };

export default function VerifyPage() {
  return (
    <AreaGate area="jobs">
      <h1 className="mb-2 text-2xl font-semibold">Verify aired content</h1>
      <p className={`${mutedTextClass} mb-4`}>
        Search a recording of what aired for watermark blocks and compare them with the reservations it should carry:
        which slot, which code, and where it was missing.
      </p>
      <VerifyBoard />
    </AreaGate>
  );
}
