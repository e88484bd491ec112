import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArticleJsonLd } from 'next-seo';
import { ArtImage } from '@/components/marketing/art-image';
import { PageHeader } from '@/components/marketing/page-header';
import { BLOG_POSTS, formatPostDate, getPost, type BlogPost, type Paragraph } from '@/lib/content/blog';
import { getEnv } from '@/lib/env';
import { blogPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { enterLocale } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string; slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return BLOG_POSTS.map((p) => ({ slug: p.slug }));
}

/** The param may arrive raw or percent-encoded (the apostrophe slug); accept either. */
async function postFrom(params: Props['params']): Promise<BlogPost | undefined> {
  const { slug } = await params;
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A lone % is not an encoding; keep the raw value.
  }
  return getPost(decoded) ?? getPost(slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await postFrom(params);
  if (!post) return {};
  return pageMetadata({
    title: post.title,
    description: post.description,
    path: `/blog/${post.slug}`,
    image: post.image,
    type: 'article',
    publishedTime: post.datePublished,
  });
}

export default async function BlogArticlePage({ params }: Props) {
  await enterLocale(params);
  const post = await postFrom(params);
  if (!post) notFound();

  const { siteUrl } = getEnv();
  const url = `${siteUrl}${blogPath(post.slug)}`;
  const organization = { '@type': 'Organization' as const, name: site.name, url: siteUrl };

  return (
    <>
      <ArticleJsonLd
        type="BlogPosting"
        headline={post.title}
        description={post.description}
        url={url}
        mainEntityOfPage={url}
        image={`${siteUrl}${post.image}`}
        datePublished={post.datePublished}
        author={organization}
        publisher={organization}
      />
      <PageHeader
        title={post.title}
        crumbs={[{ label: 'Blogs', href: '/blog' }]}
      />
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
          Published <time dateTime={post.datePublished}>{formatPostDate(post.datePublished)}</time> by {site.name}
        </p>
        <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink">
          {post.body.map((section, i) => (
            <section key={section.heading ?? i} className="space-y-4">
              {section.heading && <h2 className="pt-4 text-2xl font-bold text-brand-800">{section.heading}</h2>}
              {section.paragraphs.map((p, j) => (
                <p key={j}>
                  <ParagraphText paragraph={p} />
                </p>
              ))}
              {section.list && (
                <ul className="list-disc space-y-2 pl-6">
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

function ParagraphText({ paragraph }: { paragraph: Paragraph }) {
  if (typeof paragraph === 'string') return paragraph;
  return paragraph.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <Link key={i} href={part.href} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {part.label}
      </Link>
    ),
  );
}
