import { CompareReports } from "@/components/probe/compare-reports";

export const metadata = { title: "Compare reports · Broadmark" };

export default function ComparePage() {
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Compare two probe reports</h1>
      <CompareReports />
    </>
  );
}
