import Link from 'next/link';
import { TrackingForm } from '@/components/tracking/tracking-form';
import { site } from '@/lib/site';

export default function HomePage() {
  return (
    <main className="min-h-screen bg-brand-800 text-white">
      <header className="mx-auto flex max-w-5xl items-center justify-between p-4">
        <Link href="/" className="text-xl font-bold">
          {site.name}
        </Link>
        <nav className="flex gap-4">
          <Link href="/Login">Login</Link>
          <Link href="/Register">Register</Link>
        </nav>
      </header>
      <section className="mx-auto max-w-3xl space-y-6 p-4">
        <h1 className="text-3xl font-bold">Welcome to {site.name}</h1>
        <p>{site.tagline}.</p>
        <TrackingForm />
      </section>
    </main>
  );
}
