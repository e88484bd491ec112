'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/** Copies `text` to the clipboard and says so (visibly and to screen readers). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      // The Clipboard API exists only in secure contexts (https, localhost).
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(`${label} copied`);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      toast.error(`Could not copy. Please select the ${label.toLowerCase()} and copy it.`);
    }
  }

  return (
    <Button variant="secondary" onClick={() => void copy()}>
      {copied ? 'Copied' : 'Copy'}
      <span className="sr-only">{` ${label.toLowerCase()}`}</span>
    </Button>
  );
}
