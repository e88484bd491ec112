import { CODE, type CodeName } from '@/lib/content/developers-code';

/**
 * A block of the guide's code: left to right on Arabic pages too, scrolled
 * sideways on a phone rather than wrapped (a wrapped command copies wrongly),
 * and reachable by keyboard so that it can be scrolled without a mouse.
 */
export function CodeBlock({ name, lang }: { name: CodeName; lang: string }) {
  return (
    <pre dir="ltr" tabIndex={0} data-lang={lang} className="mt-4 overflow-x-auto rounded-card bg-brand-900 p-4 text-sm leading-6 text-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400">
      <code className="font-mono">{CODE[name]}</code>
    </pre>
  );
}
