import type { QA } from '@/lib/content/services';

/**
 * Questions and answers as native <details>/<summary>: keyboard and screen
 * reader support for free, and the answers are in the server HTML.
 */
export function Faq({ items }: { items: readonly QA[] }) {
  return (
    <div className="divide-y divide-line rounded-lg border border-line bg-surface">
      {items.map((item) => (
        <details key={item.question} className="group px-4 py-3">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded py-1 font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <span aria-hidden="true" className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-2 text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
