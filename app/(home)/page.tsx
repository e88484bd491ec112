import { TrackingForm } from '@/components/tracking/tracking-form';
import { site } from '@/lib/site';

export default function HomePage() {
  return (
    <main className="min-h-screen bg-brand-800 text-white">
      <section className="mx-auto max-w-3xl space-y-6 p-4">
        <h1 className="text-3xl font-bold">Welcome to {site.name}</h1>
        <p>{site.tagline}.</p>
        <TrackingForm />
      </section>
    </main>
  );
}
