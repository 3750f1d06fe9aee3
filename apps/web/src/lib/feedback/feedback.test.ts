import { describe, expect, it } from 'vitest';
import { checkBug, checkNote, FEEDBACK_LIMITS, sitePath, type BugFields, type NoteFields } from './feedback';
import { notePath, notePlaceFrom } from './note-place';
import { passageText } from './passage';

const note: NoteFields = {
  proposed_text: 'الحمد لله رب العالمين',
  original_text: 'الحمد لله رب العلمين',
  name: 'Aisha',
  email: 'aisha@example.org',
};
const bug: BugFields = {
  description: 'The list does not scroll',
  page_url: '/en/author',
  name: '',
  email: '',
};

describe('note validation (spec §2, §5)', () => {
  it('accepts a complete note', () => {
    expect(checkNote(note)).toEqual({});
  });

  it('names every missing field, blank after trimming counts as missing', () => {
    expect(checkNote({ proposed_text: ' ', original_text: '', name: '\n', email: '' })).toEqual({
      proposed_text: 'required',
      original_text: 'required',
      name: 'required',
      email: 'required',
    });
  });

  it('refuses an email that is not one, and a proposed text equal to the original', () => {
    expect(checkNote({ ...note, email: 'aisha@' })).toEqual({ email: 'email' });
    expect(checkNote({ ...note, email: 'a b@example.org' })).toEqual({ email: 'email' });
    expect(checkNote({ ...note, proposed_text: ` ${note.original_text} ` })).toEqual({
      proposed_text: 'unchanged',
    });
  });

  it("refuses texts over the API's caps", () => {
    const long = 'x'.repeat(FEEDBACK_LIMITS.text + 1);
    expect(checkNote({ ...note, original_text: long })).toEqual({ original_text: 'tooLong' });
    expect(checkNote({ ...note, name: 'n'.repeat(FEEDBACK_LIMITS.name + 1) })).toEqual({ name: 'tooLong' });
  });
});

describe('bug report validation', () => {
  it('needs a description and a page; name and email are optional', () => {
    expect(checkBug(bug)).toEqual({});
    expect(checkBug({ ...bug, description: '', page_url: '' })).toEqual({
      description: 'required',
      page_url: 'required',
    });
  });

  it('checks an email only when one is given', () => {
    expect(checkBug({ ...bug, email: 'reader@example.org' })).toEqual({});
    expect(checkBug({ ...bug, email: 'reader' })).toEqual({ email: 'email' });
  });

  it('takes only a page of this site', () => {
    for (const page_url of ['//evil.example/x', 'javascript:alert(1)', 'ftp://x/y', 'about us'])
      expect(checkBug({ ...bug, page_url }), page_url).toEqual({ page_url: 'pageUrl' });
  });
});

describe('sitePath', () => {
  it('keeps a path with its query and fragment', () => {
    expect(sitePath('/en?sura=2&aya=255#v')).toBe('/en?sura=2&aya=255#v');
  });

  it("takes the path of a URL of the site's origin, and of any http(s) URL without one", () => {
    expect(sitePath('https://site.example/ar/author/3?x=1', 'https://site.example')).toBe('/ar/author/3?x=1');
    expect(sitePath('https://other.example/ar', 'https://site.example')).toBeNull();
    expect(sitePath('http://127.0.0.1:3000/fr/x')).toBe('/fr/x');
  });

  it('refuses protocol-relative and non-http addresses', () => {
    expect(sitePath('//evil.example/x')).toBeNull();
    expect(sitePath('/\\evil.example')).toBeNull();
    expect(sitePath('data:text/html,x')).toBeNull();
    expect(sitePath('')).toBeNull();
  });
});

describe('the note page query', () => {
  it('reads book, verse and riwaya, riwaya defaulting to Hafs', () => {
    expect(notePlaceFrom({ book_id: '7', sura: '2', aya: '255' })).toEqual({
      book_id: 7,
      sura: 2,
      aya: 255,
      rewaya_id: 10,
    });
    const place = { book_id: 3, sura: 1, aya: 7, rewaya_id: 10 };
    expect(notePath(place)).toBe('/note?book_id=3&sura=1&aya=7&rewaya_id=10');
  });

  it('refuses a missing book or verse, a verse beyond its sura and an unknown riwaya', () => {
    expect(notePlaceFrom({ sura: '1', aya: '1' })).toBeNull();
    expect(notePlaceFrom({ book_id: '1', sura: '1' })).toBeNull();
    expect(notePlaceFrom({ book_id: '1', sura: '1', aya: '8' })).toBeNull();
    expect(notePlaceFrom({ book_id: '1', sura: '115', aya: '1' })).toBeNull();
    expect(notePlaceFrom({ book_id: '0', sura: '1', aya: '1' })).toBeNull();
    expect(notePlaceFrom({ book_id: '1', sura: '1', aya: '1', rewaya_id: '999' })).toBeNull();
  });
});

describe('passageText', () => {
  it('strips footnote markers and joins entries as paragraphs', () => {
    expect(passageText(['قال{[1]} كذا', 'وقال غيره'], 100)).toEqual({
      text: 'قال كذا\n\nوقال غيره',
      cut: false,
    });
  });

  it('cuts at a paragraph end to fit the cap', () => {
    const p = 'a'.repeat(40);
    expect(passageText([`${p}\n${p}\n${p}`], 90)).toEqual({ text: `${p}\n\n${p}`, cut: true });
    expect(passageText(['b'.repeat(50)], 10)).toEqual({ text: 'b'.repeat(10), cut: true });
  });
});
