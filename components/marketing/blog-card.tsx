import Image from 'next/image';
import Link from 'next/link';
import { type BlogPost } from '@/lib/content/blog';
import { blogPath } from '@/lib/routes';

/** One article on the blog list: image, title, excerpt and a Read More link. */
export function BlogCard({ post }: { post: BlogPost }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <Image
        src={post.image}
        alt={post.imageAlt}
        width={1200}
        height={630}
        // SVG illustrations are served as they are; the optimiser does not rasterise them.
        unoptimized
        className="h-auto w-full"
      />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-semibold leading-snug text-brand-800">{post.title}</h2>
        <p className="mt-3 flex-1 text-slate-700">{post.excerpt}</p>
        <Link
          href={blogPath(post.slug)}
          className="mt-5 inline-flex self-start rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Read More<span className="sr-only"> about {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
