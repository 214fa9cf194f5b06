/** A report as structure, rendered to Markdown or HTML (reports/render-*.ts). */
export interface ReportTable {
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export interface ReportSection {
  readonly heading: string;
  readonly lines?: readonly string[];
  readonly table?: ReportTable;
}

export interface ReportDoc {
  readonly title: string;
  readonly sections: readonly ReportSection[];
}

/**
 * Text as Markdown shows it literally: names and orders are the players' own words, and a realm
 * called "*Nord*" or an order with [brackets] must not turn into emphasis or links (issue 47).
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<>]/g, '\\$&')
    .replace(/:(?=\/\/)|(?<=\bwww)\./gi, '\\$&') // no autolinked address (GFM)
    .replace(/^[#+-](?= )/, '\\$&')
    .replace(/^(\d+)\.(?= )/, '$1\\.');
}

export function renderMarkdown(doc: ReportDoc): string {
  const md = escapeMarkdown;
  const out: string[] = [`# ${md(doc.title)}`, ''];
  for (const section of doc.sections) {
    out.push(`## ${md(section.heading)}`, '');
    for (const line of section.lines ?? []) out.push(`- ${md(line)}`);
    if ((section.lines ?? []).length > 0) out.push('');
    if (section.table !== undefined && section.table.rows.length > 0) {
      const cell = (text: string) => md(text).replace(/\|/g, '\\|');
      out.push(`| ${section.table.head.map(cell).join(' | ')} |`, `|${section.table.head.map(() => '---').join('|')}|`);
      for (const row of section.table.rows) out.push(`| ${row.map(cell).join(' | ')} |`);
      out.push('');
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A picture printed after the report: an SVG and its caption. */
export interface ReportPicture {
  readonly svg: string;
  readonly caption: string;
}

/**
 * Readable on a phone (the viewport), and printed on A4: tables keep their rows together, a heading
 * stays with what follows it, the picture gets a page of its own and the page's width.
 */
const STYLE = [
  'body{font-family:sans-serif;max-width:60em;margin:1em auto;padding:0 1em;line-height:1.4}',
  '.table{overflow-x:auto}table{border-collapse:collapse}td,th{border:1px solid #999;padding:0.2em 0.5em;text-align:left}',
  'figure{margin:1em 0}figure svg{width:100%;height:auto}figcaption{font-style:italic}',
  '@page{size:A4;margin:15mm}',
  '@media print{body{max-width:none;margin:0;padding:0;font-size:10pt}.table{overflow:visible}tr{break-inside:avoid}h2{break-after:avoid}figure{break-before:page}figure svg{max-height:250mm}}',
].join('');

export function renderHtml(doc: ReportDoc, lang: string, picture?: ReportPicture): string {
  const out: string[] = [
    '<!DOCTYPE html>',
    `<html lang="${lang}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(doc.title)}</title>`,
    `<style>${STYLE}</style></head>`,
    '<body>',
    `<h1>${escape(doc.title)}</h1>`,
  ];
  for (const section of doc.sections) {
    out.push(`<h2>${escape(section.heading)}</h2>`);
    if ((section.lines ?? []).length > 0) out.push('<ul>', ...(section.lines ?? []).map((line) => `<li>${escape(line)}</li>`), '</ul>');
    if (section.table !== undefined && section.table.rows.length > 0) {
      out.push('<div class="table"><table>', `<tr>${section.table.head.map((h) => `<th>${escape(h)}</th>`).join('')}</tr>`);
      for (const row of section.table.rows) out.push(`<tr>${row.map((c) => `<td>${escape(c)}</td>`).join('')}</tr>`);
      out.push('</table></div>');
    }
  }
  if (picture !== undefined) out.push('<figure>', picture.svg.trimEnd(), `<figcaption>${escape(picture.caption)}</figcaption>`, '</figure>');
  out.push('</body>', '</html>');
  return `${out.join('\n')}\n`;
}
