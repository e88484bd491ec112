import type { ServiceContent } from '@/lib/content/services';
import { servicePath } from '@/lib/routes';
import { MediaCard } from './media-card';

/** One service in a grid: illustration, name, intro and a link to its page. */
export function ServiceCard({ service }: { service: ServiceContent }) {
  const link = (
    <>
      Read more about {service.name}
      <span aria-hidden="true"> →</span>
    </>
  );
  return <MediaCard image={service.image} imageAlt="" width={400} height={300} title={service.name} text={service.intro} href={servicePath(service.slug)} link={link} linkStyle="text" />;
}
