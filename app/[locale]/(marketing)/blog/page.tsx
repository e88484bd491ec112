import { BlogCard } from '@/components/marketing/blog-card';
import { PageHeader } from '@/components/marketing/page-header';
import { BLOG_POSTS } from '@/lib/content/blog';
import { pageMetadata } from '@/lib/seo';
import { CardsSection } from '../cards-section';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const dynamic = 'force-static';

export const metadata = pageMetadata({
  title: 'Blog',
  description:
    'Practical guides from Saqr Express on e-commerce delivery in Dubai, international courier services, customs clearance and shipping from the UAE to the world.',
  path: '/blog',
});

export default async function BlogPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <>
      <PageHeader
        title="Courier and shipping insights"
        crumb="Blogs"
        intro="Guides for shippers and online sellers in the UAE: delivery, customs and international shipping."
      />
      <CardsSection label="Articles">
        {BLOG_POSTS.map((post, i) => (
          <BlogCard key={post.slug} post={post} preload={i === 0} />
        ))}
      </CardsSection>
    </>
  );
}
