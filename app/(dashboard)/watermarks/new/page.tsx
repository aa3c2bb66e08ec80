import { AreaGate } from "@/components/session/area-gate";
import { WatermarkForm } from "@/components/watermarks/watermark-form";

export const metadata = { title: "Register a watermark · Broadmark" };

export default function NewWatermarkPage() {
  return (
    <AreaGate area="watermarking">
      <h1 className="mb-4 text-2xl font-semibold">Register a watermark</h1>
      <WatermarkForm />
    </AreaGate>
  );
}
