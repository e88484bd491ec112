// Right-to-left emails (Arabic) written once and rendered twice: a plain-text
// body and an HTML alternative. Arabic runs right to left, but account
// numbers, phone numbers, emails and links must stay left to right, and a
// name typed in Latin letters must not drag the punctuation around it. In
// HTML each such value gets its own direction (`<span dir="ltr">`, `<bdi>`);
// in plain text the same values are wrapped in Unicode isolates (LRI/FSI …
// PDI), except logins, passwords and links, which stand on lines of their own
// so that copying them gives exactly the characters to type.

/** A piece of a message in both renderings. */
export interface Run {
  text: string;
  html: string;
}

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const htmlLines = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>\n');

/** Right-to-left text of our own. */
export const plain = (s: string): Run => ({ text: s, html: htmlLines(s) });

/** A value that always reads left to right: account and phone numbers, emails, amounts, airway bill numbers. */
export const ltr = (s: string): Run => ({ text: `${LRI}${s}${PDI}`, html: `<span dir="ltr">${escapeHtml(s)}</span>` });

/** Text someone typed (a name, a company, a reason), in whichever script they typed it. */
export const auto = (s: string): Run => ({ text: `${FSI}${s}${PDI}`, html: `<bdi>${htmlLines(s)}</bdi>` });

/** A link on a line of its own (plain text) or an anchor (HTML). */
export const link = (url: string): Run => ({
  text: `\n${url}`,
  html: `<br>\n<a href="${escapeHtml(url)}" dir="ltr">${escapeHtml(url)}</a>`,
});

/** A value to copy and type (login, one-time password): under its label in plain text, with no invisible marks. */
export const credential = (label: string, value: string): Run => ({
  text: `${label}:\n${value}`,
  html: `${escapeHtml(label)}: <strong dir="ltr" style="font-family:Consolas,Menlo,monospace">${escapeHtml(value)}</strong>`,
});

/** Joins runs: `rtl\`مرحباً ${auto(name)}،\`` (the template's own text, and any string put in it, is plain). */
export function rtl(strings: TemplateStringsArray, ...values: (Run | string)[]): Run {
  let text = '';
  let html = '';
  strings.forEach((s, i) => {
    text += s;
    html += htmlLines(s);
    const value = values[i];
    const v = typeof value === 'string' ? plain(value) : value;
    if (v) {
      text += v.text;
      html += v.html;
    }
  });
  return { text, html };
}

/** Runs on consecutive lines of one paragraph. */
export const lines = (...runs: Run[]): Run => ({
  text: runs.map((r) => r.text).join('\n'),
  html: runs.map((r) => r.html).join('<br>\n'),
});

/** A whole message: paragraphs separated by a blank line, or as an Arabic HTML document. */
export function rtlMail(to: string, subject: Run, paragraphs: Run[]) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p.html}</p>`).join('\n');
  return {
    to,
    subject: subject.text,
    text: paragraphs.map((p) => p.text).join('\n\n'),
    // dir and lang on the wrapper too: many mail clients drop the <html> and <body> elements.
    html: [
      '<!DOCTYPE html>',
      '<html lang="ar" dir="rtl">',
      `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject.text)}</title></head>`,
      '<body dir="rtl" style="margin:0;padding:0">',
      '<div dir="rtl" lang="ar" style="font-family:Tahoma,Arial,sans-serif;font-size:15px;line-height:1.7;text-align:right;max-width:600px;margin:0 auto;padding:24px">',
      body,
      '</div>',
      '</body>',
      '</html>',
    ].join('\n'),
  };
}
