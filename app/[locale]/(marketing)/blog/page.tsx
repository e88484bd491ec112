import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlogCard } from '@/components/marketing/blog-card';
import { PageHeader } from '@/components/marketing/page-header';
import { postsFor } from '@/lib/content/localized';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { CardsSection } from '../cards-section';
import { marketingMetadata } from '../page-metadata';

export const dynamic = 'force-static';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return marketingMetadata(params, 'blog');
}

export default async function BlogPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const t = await getTranslations('marketing.blog');
  return (
    <>
      <PageHeader title={t('title')} crumb={t('crumb')} intro={t('intro')} />
      <CardsSection label={t('articles')}>
        {postsFor(locale).map((post, i) => (
          <BlogCard key={post.slug} post={post} preload={i === 0} />
        ))}
      </CardsSection>
    </>
  );
}
