import { BlogCard } from '@/components/marketing/blog-card';
import { PageHeader } from '@/components/marketing/page-header';
import { BLOG_POSTS } from '@/lib/content/blog';
import { pageMetadata } from '@/lib/seo';

export const dynamic = 'force-static';

export const metadata = pageMetadata({
  title: 'Blog',
  description:
    'Practical guides from Saqr Express on e-commerce delivery in Dubai, international courier services, customs clearance and shipping from the UAE to the world.',
  path: '/blog',
});

export default function BlogPage() {
  return (
    <>
      <PageHeader
        title="Courier and shipping insights"
        intro="Guides for shippers and online sellers in the UAE: delivery, customs and international shipping."
      />
      <section aria-label="Articles" className="mx-auto max-w-6xl px-4 py-12">
        <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {BLOG_POSTS.map((post) => (
            <BlogCard key={post.slug} post={post} />
          ))}
        </div>
      </section>
    </>
  );
}
