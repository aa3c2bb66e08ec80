import { returnPath } from "@/lib/dashboard/requested-page";
import { SignInForm } from "@/components/session/sign-in-form";

export const metadata = { title: "Sign in · Broadmark" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  return (
    <main className="mx-auto max-w-md px-6 py-16">
      <h1 className="text-2xl font-semibold">Sign in to Broadmark</h1>
      <SignInForm next={returnPath(next)} />
    </main>
  );
}
