import Link from "next/link";
import { AreaGate } from "@/components/session/area-gate";
import { buttonClass } from "@/components/ui/styles";
import { WatermarkList } from "@/components/watermarks/watermark-list";

export const metadata = { title: "Watermarks · Broadmark" };

export default function WatermarksPage() {
  return (
    <AreaGate area="watermarking">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Watermarks</h1>
        <Link href="/watermarks/new" className={buttonClass}>
          Register a watermark
        </Link>
      </div>
      <WatermarkList />
    </AreaGate>
  );
}
