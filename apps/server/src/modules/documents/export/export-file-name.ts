/** A title as a file name: no double quotes, slashes, control or reserved characters, never empty. */
export function safeFileName(title: string): string {
  const name = title
    .normalize('NFC')
    // Control characters, double quotes, path separators and what Windows refuses in names (an apostrophe is
    // fine in any file name and encoded in filename*).
    .replace(/[\p{Cc}\p{Cf}"`/\\<>:|?*]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // A leading dot hides the file; trailing dots and spaces are dropped by Windows. (The lookbehind matches a
    // trailing run from its start only: tried from each character, `[.\s]+$` is quadratic in a run's length.)
    .replace(/^[.\s]+|(?<![.\s])[.\s]+$/g, '');
  return name.slice(0, 120).trim() || 'document';
}

// Latin letters that Unicode does not decompose into a base letter and an accent.
const latinLetters: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
};

/** The ASCII-only name for clients that ignore filename*: accents dropped, anything else non-ASCII as '_'. */
function asciiFallback(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ŁłØøĐđßÆæŒœ]/g, (letter) => latinLetters[letter] ?? '_')
    .replace(/[^\x20-\x7e]+/g, '_')
    // '%' may be read as an escape and ';' or ',' end the parameter in sloppy parsers.
    .replace(/[%;,]/g, '_');
  // NFKD folds full-width ＂ ＼ ／ ： back into their ASCII forms: cleaned again, or a quote would end the value.
  const clean = safeFileName(ascii);
  return /[A-Za-z0-9]/.test(clean) ? clean : 'document';
}

// RFC 5987 attr-chars: encodeURIComponent leaves these five unescaped, the header grammar does not allow them.
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="<ascii>.<ext>"; filename*=UTF-8''<encoded>.<ext>` for a document's title. */
export function attachmentDisposition(title: string, extension: string): string {
  const name = safeFileName(title);
  return `attachment; filename="${asciiFallback(name)}.${extension}"; filename*=UTF-8''${encodeRfc5987(name)}.${extension}`;
}
