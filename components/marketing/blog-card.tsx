import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { type BlogPost } from '@/lib/content/blog';
import { localizePath } from '@/lib/i18n/locales';
import { blogPath } from '@/lib/routes';
import { MediaCard } from './media-card';

/** One article on the blog list: image, title, excerpt and a Read More link. */
export function BlogCard({ post, preload }: { post: BlogPost; preload?: boolean }) {
  const t = useTranslations('marketing.blog');
  const locale = useLocale();
  const link = t.rich('readMore', { title: post.title, more: (chunks) => <span className="sr-only">{chunks}</span> });
  return <MediaCard image={post.image} imageAlt={post.imageAlt} width={1200} height={630} title={post.title} text={post.excerpt} href={localizePath(blogPath(post.slug), locale)} link={link} linkClass={buttonClass('primary', 'mt-5 self-start')} preload={preload} />;
}
