import type { ServiceContent } from '@/lib/content/services';
import { servicePath } from '@/lib/routes';
import { MediaCard } from './media-card';

const TEXT_LINK = 'mt-4 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** One service in a grid: illustration, name, intro and a link to its page. */
export function ServiceCard({ service }: { service: ServiceContent }) {
  const link = (
    <>
      Read more about {service.name}
      <span aria-hidden="true"> →</span>
    </>
  );
  return <MediaCard image={service.image} imageAlt="" width={400} height={300} title={service.name} text={service.intro} href={servicePath(service.slug)} link={link} linkClass={TEXT_LINK} />;
}
