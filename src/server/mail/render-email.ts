import type { EmailBlock, EmailContent } from '../../../content/ticket-emails';

// Writes an email's blocks (content/ticket-emails.ts) out as plain text and as HTML. Mail programs differ
// widely in what HTML they show, so the HTML keeps to what they all do: tables for layout, inline styles,
// no scripts or outside stylesheets, images only as parts of the message (cid:). Everything from a buyer
// (badge names) or from content is escaped.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const ink = 'color:#1f2430';
const muted = 'color:#5b6170';

function textOf(block: EmailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'paragraph':
      return block.text;
    case 'link':
      return `${block.intro} ${block.url}`;
    case 'badges':
      return block.badges.map((badge) => `  ${badge.code}  ${badge.name} (${badge.label})`).join('\n');
    case 'facts':
      return block.rows.map(([label, value]) => `  ${label}: ${value}`).join('\n');
  }
}

function htmlOf(block: EmailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="margin:28px 0 8px;font-size:19px;${ink}">${escapeHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
    case 'link': {
      const url = escapeHtml(block.url);
      return `<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(block.intro)} <a href="${url}" style="color:#1d4ed8;word-break:break-all">${url}</a></p>`;
    }
    case 'badges':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:4px 0 18px">${block.badges
        .map(
          (
            badge,
          ) => `<tr><td style="padding:10px 14px 10px 0;border-top:1px solid #e3e5ea;width:${badge.imagePx}px;vertical-align:middle">
<img src="cid:${escapeHtml(badge.imageCid)}" width="${badge.imagePx}" height="${badge.imagePx}" alt="QR code of badge ${escapeHtml(badge.code)}" style="display:block;width:${badge.imagePx}px;height:${badge.imagePx}px;border:0"></td>
<td style="padding:10px 0;border-top:1px solid #e3e5ea;vertical-align:middle">
<div style="font:bold 26px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:3px;${ink}">${escapeHtml(badge.code)}</div>
<div style="font-size:17px;margin-top:6px;${ink};word-break:break-word">${escapeHtml(badge.name)}</div>
<div style="font-size:15px;margin-top:2px;${muted}">${escapeHtml(badge.label)}</div></td></tr>`,
        )
        .join('\n')}</table>`;
    case 'facts':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 18px;font-size:15px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:5px 12px 5px 0;border-bottom:1px solid #eef0f3;${muted};vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:5px 0;border-bottom:1px solid #eef0f3;text-align:right;vertical-align:top">${escapeHtml(value)}</td></tr>`,
        )
        .join('\n')}</table>`;
  }
}

export function renderEmail(content: EmailContent): { subject: string; text: string; html: string } {
  let text = '';
  for (const [index, block] of content.blocks.entries()) {
    // A heading sits right above its block; other blocks are separated by a blank line.
    const gap = index === 0 ? '' : content.blocks[index - 1]?.kind === 'heading' ? '\n' : '\n\n';
    text += gap + textOf(block);
  }
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f7">
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;background:#f3f4f7"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px"><tr><td style="padding:24px 20px;${font};font-size:16px;${ink}">
${content.blocks.map(htmlOf).join('\n')}
</td></tr></table>
</td></tr></table>
</body></html>
`;
  return { subject: content.subject, text: `${text}\n`, html };
}
