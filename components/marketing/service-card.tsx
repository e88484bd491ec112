import Image from 'next/image';
import Link from 'next/link';
import type { ServiceContent } from '@/lib/content/services';
import { servicePath } from '@/lib/routes';

/** One service in a grid: illustration, name, intro and a link to its page. */
export function ServiceCard({ service }: { service: ServiceContent }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <Image src={service.image} alt="" width={400} height={300} unoptimized className="h-auto w-full bg-brand-50" />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl font-bold text-brand-800">{service.name}</h2>
        <p className="mt-2 flex-1 text-slate-700">{service.intro}</p>
        <Link
          href={servicePath(service.slug)}
          className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Read more about {service.name}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </article>
  );
}
