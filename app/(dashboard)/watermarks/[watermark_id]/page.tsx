import { AreaGate } from "@/components/session/area-gate";
import { WatermarkDetail } from "@/components/watermarks/watermark-detail";

export const metadata = { title: "Watermark · Broadmark" };

export default async function WatermarkPage({ params }: { params: Promise<{ watermark_id: string }> }) {
  const { watermark_id } = await params;
  return (
    <AreaGate area="watermarking">
      <WatermarkDetail id={watermark_id} />
    </AreaGate>
  );
}
