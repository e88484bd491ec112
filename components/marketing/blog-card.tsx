import { buttonClass } from '@/components/ui/button';
import { type BlogPost } from '@/lib/content/blog';
import { blogPath } from '@/lib/routes';
import { MediaCard } from './media-card';

/** One article on the blog list: image, title, excerpt and a Read More link. */
export function BlogCard({ post, preload }: { post: BlogPost; preload?: boolean }) {
  const link = (
    <>
      Read More<span className="sr-only"> about {post.title}</span>
    </>
  );
  return <MediaCard image={post.image} imageAlt={post.imageAlt} width={1200} height={630} title={post.title} text={post.excerpt} href={blogPath(post.slug)} link={link} linkClass={buttonClass('primary', 'mt-5 self-start')} preload={preload} />;
}
