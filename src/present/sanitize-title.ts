/**
 * WordPress's `sanitize_title` (formatting.php: `remove_accents`, then
 * `sanitize_title_with_dashes` in the `save` context), which makes `user_nicename` from a name:
 * accents removed, lower-cased, other non-ASCII characters percent-encoded as UTF-8 (so a name
 * in Japanese gives `%e5%b1%b1…`, never an empty slug), at most 200 characters.
 */

/**
 * remove_accents' table for the default locale (WordPress 6.1), as `{character}{replacement}`
 * words: each character is one code point, the rest of the word replaces it (nothing for `£`).
 */
const ACCENT_WORDS = [
  '£ ªa ºo ÀA ÁA ÂA ÃA ÄA ÅA ÆAE ÇC ÈE ÉE ÊE ËE ÌI ÍI ÎI ÏI ÐD ÑN ÒO ÓO ÔO ÕO ÖO ØO ÙU ÚU ÛU',
  'ÜU ÝY ÞTH ßs àa áa âa ãa äa åa æae çc èe ée êe ëe ìi íi îi ïi ðd ñn òo óo ôo õo öo øo ùu',
  'úu ûu üu ýy þth ÿy ĀA āa ĂA ăa ĄA ąa ĆC ćc ĈC ĉc ĊC ċc ČC čc ĎD ďd ĐD đd ĒE ēe ĔE ĕe ĖE ėe',
  'ĘE ęe ĚE ěe ĜG ĝg ĞG ğg ĠG ġg ĢG ģg ĤH ĥh ĦH ħh ĨI ĩi ĪI īi ĬI ĭi ĮI įi İI ıi ĲIJ ĳij ĴJ',
  'ĵj ĶK ķk ĸk ĹL ĺl ĻL ļl ĽL ľl ĿL ŀl ŁL łl ŃN ńn ŅN ņn ŇN ňn ŉn ŊN ŋn ŌO ōo ŎO ŏo ŐO őo ŒOE',
  'œoe ŔR ŕr ŖR ŗr ŘR řr ŚS śs ŜS ŝs ŞS şs ŠS šs ŢT ţt ŤT ťt ŦT ŧt ŨU ũu ŪU ūu ŬU ŭu ŮU ůu ŰU',
  'űu ŲU ųu ŴW ŵw ŶY ŷy ŸY ŹZ źz ŻZ żz ŽZ žz ſs ƠO ơo ƯU ưu ǍA ǎa ǏI ǐi ǑO ǒo ǓU ǔu ǕU ǖu ǗU',
  'ǘu ǙU ǚu ǛU ǜu ȘS șs ȚT țt ɑa ẠA ạa ẢA ảa ẤA ấa ẦA ầa ẨA ẩa ẪA ẫa ẬA ậa ẮA ắa ẰA ằa ẲA ẳa',
  'ẴA ẵa ẶA ặa ẸE ẹe ẺE ẻe ẼE ẽe ẾE ếe ỀE ềe ỂE ểe ỄE ễe ỆE ệe ỈI ỉi ỊI ịi ỌO ọo ỎO ỏo ỐO ốo',
  'ỒO ồo ỔO ổo ỖO ỗo ỘO ộo ỚO ớo ỜO ờo ỞO ởo ỠO ỡo ỢO ợo ỤU ụu ỦU ủu ỨU ứu ỪU ừu ỬU ửu ỮU ữu',
  'ỰU ựu ỲY ỳy ỴY ỵy ỶY ỷy ỸY ỹy €E',
].join(' ');

const ACCENTS = new Map<string, string>(
  ACCENT_WORDS.split(' ').map((word) => {
    const [first, ...rest] = Array.from(word);
    return [first, rest.join('')];
  }),
);

/** Characters sanitize_title_with_dashes drops, as the UTF-8 octets it matches. */
const DROPPED = [
  '%c2%ad',
  '%c2%a1',
  '%c2%bf',
  '%c2%ab',
  '%c2%bb',
  '%e2%80%b9',
  '%e2%80%ba',
  '%e2%80%98',
  '%e2%80%99',
  '%e2%80%9c',
  '%e2%80%9d',
  '%e2%80%9a',
  '%e2%80%9b',
  '%e2%80%9e',
  '%e2%80%9f',
  '%e2%80%a2',
  '%c2%a9',
  '%c2%ae',
  '%c2%b0',
  '%e2%80%a6',
  '%e2%84%a2',
  '%c2%b4',
  '%cb%8a',
  '%cc%81',
  '%cd%81',
  '%cc%80',
  '%cc%84',
  '%cc%8c',
  '%e2%80%8b',
  '%e2%80%8c',
  '%e2%80%8d',
  '%e2%80%8e',
  '%e2%80%8f',
  '%e2%80%aa',
  '%e2%80%ab',
  '%e2%80%ac',
  '%e2%80%ad',
  '%e2%80%ae',
  '%ef%bb%bf',
  '%ef%bf%bc',
];

/** Characters it turns into hyphens: no-break space, en and em dash, and spaces of other widths. */
const HYPHENS = [
  '%c2%a0',
  '%e2%80%93',
  '%e2%80%94',
  '%e2%80%80',
  '%e2%80%81',
  '%e2%80%82',
  '%e2%80%83',
  '%e2%80%84',
  '%e2%80%85',
  '%e2%80%86',
  '%e2%80%87',
  '%e2%80%88',
  '%e2%80%89',
  '%e2%80%8a',
  '%e2%80%a8',
  '%e2%80%a9',
  '%e2%80%af',
];

const MAX_LENGTH = 200;

export function sanitizeTitle(title: string): string {
  return sanitizeTitleWithDashes(removeAccents(title));
}

function removeAccents(text: string): string {
  // eslint-disable-next-line no-control-regex -- any character outside ASCII, control characters included
  if (!/[^\x00-\x7f]/.test(text)) return text;
  return Array.from(text.normalize('NFC'), (c) => ACCENTS.get(c) ?? c).join('');
}

/**
 * strip_tags, as `/<[^>]*>/g` removes them (header text is stored without tags already, but
 * decoded `&lt;` come back as `<`): scanned once, since that pattern, retried at each of
 * thousands of `<` with no `>` after them, took quadratic time (8 KiB of `<`: a quarter second).
 */
function stripTags(text: string): string {
  let out = '';
  let at = 0;
  for (let open = text.indexOf('<'); open >= 0; open = text.indexOf('<', at)) {
    const close = text.indexOf('>', open + 1);
    if (close < 0) break; // no `>` after this `<`, so none after any later one: the rest stays
    out += text.slice(at, open);
    at = close + 1;
  }
  return out + text.slice(at);
}

function sanitizeTitleWithDashes(text: string): string {
  let title = stripTags(text)
    .replace(/%([a-fA-F0-9]{2})/g, '---$1---')
    .replaceAll('%', '')
    .replace(/---([a-fA-F0-9]{2})---/g, '%$1');
  title = utf8UriEncode(title.toLowerCase()).toLowerCase();
  for (const octets of DROPPED) title = title.replaceAll(octets, '');
  for (const octets of HYPHENS) title = title.replaceAll(octets, '-');
  title = title
    .replace(/&nbsp;|&#160;|&ndash;|&#8211;|&mdash;|&#8212;/g, '-')
    .replaceAll('/', '-')
    .replaceAll('%c3%97', 'x')
    .replace(/&.+?;/g, '')
    .replaceAll('.', '-')
    .replace(/[^%a-z0-9 _-]/g, '')
    .replace(/[ \t\n\r\v\f]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
  return title;
}

/** WordPress's utf8_uri_encode(…, 200): non-ASCII characters as %xx octets, whole characters only. */
function utf8UriEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const encoded =
      char.charCodeAt(0) < 0x80 ? char : Array.from(Buffer.from(char, 'utf8'), (b) => `%${b.toString(16)}`).join('');
    if (out.length + encoded.length > MAX_LENGTH) break;
    out += encoded;
  }
  return out;
}
