import type { DocSection } from '@/lib/content/pages';

/** A numbered legal document (terms, privacy): one h2 per section, paragraphs and lists. */
export function DocumentSections({ sections }: { sections: readonly DocSection[] }) {
  return (
    <div className="space-y-8">
      {sections.map((s) => (
        <section key={s.heading}>
          <h2 className="text-xl font-bold text-brand-900">{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-3 leading-relaxed text-ink">
              {p}
            </p>
          ))}
          {s.list && (
            <ul className="mt-3 list-disc space-y-1.5 ps-6 text-ink">
              {s.list.map((li) => (
                <li key={li}>{li}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
