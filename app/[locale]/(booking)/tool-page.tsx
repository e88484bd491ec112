import type { ReactNode } from 'react';
import { PageHeader } from '@/components/marketing/page-header';

const ASIDE_COLUMN = { narrow: 'lg:grid-cols-[1fr_18rem]', wide: 'lg:grid-cols-[1fr_22rem]' } as const;

/**
 * A page of the booking area: the heading band (Home › title), the tool, and
 * a column of help beside it on large screens, below it on phones.
 */
export function ToolPage({
  title,
  intro,
  aside,
  asideWidth = 'wide',
  children,
}: {
  title: string;
  intro: string;
  aside: ReactNode;
  asideWidth?: keyof typeof ASIDE_COLUMN;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className={`mx-auto grid max-w-6xl gap-10 px-4 py-10 ${ASIDE_COLUMN[asideWidth]}`}>
        {children}
        <aside className="lg:order-last">{aside}</aside>
      </div>
    </>
  );
}
