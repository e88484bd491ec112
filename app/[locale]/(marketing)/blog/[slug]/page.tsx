import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { JsonLdScript } from 'next-seo';
import { getTranslations } from 'next-intl/server';
import { ArtImage } from '@/components/marketing/art-image';
import { PageHeader } from '@/components/marketing/page-header';
import { siteText } from '@/components/marketing/site-text';
import type { BlogPost, Paragraph } from '@/lib/content/blog';
import { formatPostDateFor, postFor } from '@/lib/content/localized';
import { BLOG_SLUGS } from '@/lib/content/slugs';
import { getEnv } from '@/lib/env';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { enterLocale } from '@/lib/i18n/server';
import { blogPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; slug: string }> };

export const dynamicParams = false;

/** The same five slugs in both languages (the [locale] layout gives the languages). */
export function generateStaticParams() {
  return BLOG_SLUGS.map((slug) => ({ slug }));
}

/** The param may arrive raw or percent-encoded (the apostrophe slug); accept either. */
async function postFrom(params: Props['params']): Promise<{ locale: Locale; post: BlogPost | undefined }> {
  const locale = await enterLocale(params);
  const { slug } = await params;
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A lone % is not an encoding; keep the raw value.
  }
  return { locale, post: postFor(locale, decoded) ?? postFor(locale, slug) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, post } = await postFrom(params);
  if (!post) return {};
  return pageMetadata({
    title: post.title,
    description: post.description,
    path: `/blog/${post.slug}`,
    image: post.image,
    type: 'article',
    publishedTime: post.datePublished,
    locale,
  });
}

export default async function BlogArticlePage({ params }: Props) {
  const { locale, post } = await postFrom(params);
  if (!post) notFound();
  const t = await getTranslations('marketing.blog');
  const { brand } = siteText(locale);

  const { siteUrl } = getEnv();
  const url = `${siteUrl}${localizePath(blogPath(post.slug), locale)}`;
  const organization = { '@type': 'Organization', name: brand, url: siteUrl };
  // The BlogPosting next-seo's ArticleJsonLd wrote, with the article's language.
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    url,
    author: organization,
    datePublished: post.datePublished,
    dateModified: post.datePublished,
    image: `${siteUrl}${post.image}`,
    publisher: organization,
    description: post.description,
    mainEntityOfPage: url,
    inLanguage: locale,
  };

  return (
    <>
      <JsonLdScript data={posting} scriptKey="article-jsonld-BlogPosting" />
      <PageHeader title={post.title} crumbs={[{ label: t('crumb'), href: '/blog' }]} />
      <article className="mx-auto max-w-3xl px-4 py-10">
        <ArtImage
          src={post.image}
          alt={post.imageAlt}
          width={1200}
          height={630}
          unoptimized
          preload
          className="h-auto w-full rounded-lg"
        />
        <p className="mt-4 text-sm text-muted">
          {t.rich('published', {
            brand,
            date: formatPostDateFor(locale, post.datePublished),
            time: (chunks) => <time dateTime={post.datePublished}>{chunks}</time>,
          })}
        </p>
        <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink">
          {post.body.map((section, i) => (
            <section key={section.heading ?? i} className="space-y-4">
              {section.heading && <h2 className="pt-4 text-2xl font-bold text-brand-800">{section.heading}</h2>}
              {section.paragraphs.map((p, j) => (
                <p key={j}>
                  <ParagraphText paragraph={p} locale={locale} />
                </p>
              ))}
              {section.list && (
                <ul className="list-disc space-y-2 ps-6">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </article>
    </>
  );
}

/** A paragraph's text and inline links; the content's links carry English paths, localized here. */
function ParagraphText({ paragraph, locale }: { paragraph: Paragraph; locale: Locale }) {
  if (typeof paragraph === 'string') return paragraph;
  return paragraph.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <Link key={i} href={localizePath(part.href, locale)} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {part.label}
      </Link>
    ),
  );
}
