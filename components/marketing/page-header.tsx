import Link from 'next/link';

export interface Crumb {
  label: string;
  href?: string;
}

interface PageHeaderProps {
  title: string;
  intro?: string;
  /** The trail's last step, when it is not the title ("Media" for "Media Gallery"). */
  crumb?: string;
  /** Steps between Home and this page (Services, Blogs); or the whole trail, Home first. */
  crumbs?: Crumb[];
}

/** The heading band of a content page: breadcrumb trail (Home › … › this page) and the page's one h1. */
export function PageHeader({ title, intro, crumb = title, crumbs: given = [] }: PageHeaderProps) {
  const crumbs = given[0]?.href === '/' ? given : [{ label: 'Home', href: '/' }, ...given, { label: crumb }];
  return (
    <header className="bg-brand-800 px-4 py-10 text-white">
      <div className="mx-auto max-w-6xl">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-2 text-sm text-brand-100">
            {crumbs.map((c, i) => (
              <li key={`${c.label}-${i}`} className="flex items-center gap-2">
                {i > 0 && <span aria-hidden="true">›</span>}
                {c.href ? (
                  <Link href={c.href} className="underline-offset-2 hover:underline">
                    {c.label}
                  </Link>
                ) : (
                  <span aria-current="page">{c.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-3 text-3xl font-bold md:text-4xl">{title}</h1>
        {intro && <p className="mt-3 max-w-3xl text-lg text-brand-50">{intro}</p>}
      </div>
    </header>
  );
}
