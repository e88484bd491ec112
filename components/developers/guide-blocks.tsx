import type { GuideBlock } from '@/lib/content/developers';
import type { Locale } from '@/lib/i18n/locales';
import { CodeBlock } from './code-block';
import { GuideText } from './guide-text';

/** One section's paragraphs, lists, tables and code, in order. */
export function GuideBlocks({ blocks, locale }: { blocks: readonly GuideBlock[]; locale: Locale }) {
  return blocks.map((b, i) => {
    if ('p' in b) {
      return (
        <p key={i} className="mt-4 leading-7 text-ink">
          <GuideText text={b.p} locale={locale} />
        </p>
      );
    }
    if ('list' in b) {
      return (
        <ul key={i} className="mt-4 list-disc space-y-2 ps-6 leading-7 text-ink">
          {b.list.map((item) => (
            <li key={item}>
              <GuideText text={item} locale={locale} />
            </li>
          ))}
        </ul>
      );
    }
    if ('table' in b) {
      return (
        <div key={i} className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-start text-sm">
            <thead>
              <tr className="border-b-2 border-line">
                {b.table.head.map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-start font-semibold text-brand-900">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {b.table.rows.map(([a, c]) => (
                <tr key={a} className="border-b border-line align-top">
                  <th scope="row" className="whitespace-nowrap px-3 py-2 text-start font-medium">
                    <GuideText text={a} locale={locale} />
                  </th>
                  <td className="px-3 py-2 leading-6">
                    <GuideText text={c} locale={locale} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    return <CodeBlock key={i} name={b.code} lang={b.lang} />;
  });
}
