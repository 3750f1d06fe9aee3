import { readFileSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import yauzl from 'yauzl';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  data: Buffer;
}

/** Every entry of a zip, in central-directory order, with its uncompressed data. */
export async function readZip(file: string): Promise<ZipEntry[]> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true, decodeStrings: true });
  const entries: ZipEntry[] = [];
  try {
    for (;;) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        zip.once('entry', resolve);
        zip.once('end', () => resolve(null));
        zip.once('error', reject);
        zip.readEntry();
      });
      zip.removeAllListeners('entry');
      zip.removeAllListeners('end');
      zip.removeAllListeners('error');
      if (!entry) break;
      const stream = await zip.openReadStreamPromise(entry);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      entries.push({ name: entry.fileName, method: entry.compressionMethod, data: Buffer.concat(chunks) });
    }
  } finally {
    zip.close();
  }
  return entries;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: false,
  isArray: () => false,
});

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

export interface EpubReport {
  problems: string[];
  entries: Map<string, string>;
  opf: Record<string, unknown>;
  /** Spine hrefs, in reading order (relative to the OPF's folder). */
  spine: string[];
  pageProgression: string | undefined;
  metadata: Record<string, unknown>;
}

/**
 * The structural checks of epubcheck's OCF/package layer: mimetype first, stored, no extra field and
 * exactly `application/epub+zip`; container.xml names the package document; every manifest item exists;
 * one nav document; the spine refers to manifest items; the required metadata is present; every XML
 * file is well-formed.
 */
export async function checkEpub(file: string): Promise<EpubReport> {
  const problems: string[] = [];
  const raw = readFileSync(file);
  // Local file header of the first entry (OCF 3.0 §4.3): name "mimetype", method 0, no extra field.
  if (raw.readUInt32LE(0) !== 0x04034b50) problems.push('not a zip file');
  const nameLength = raw.readUInt16LE(26);
  const extraLength = raw.readUInt16LE(28);
  if (raw.toString('ascii', 30, 30 + nameLength) !== 'mimetype') problems.push('first entry is not mimetype');
  if (raw.readUInt16LE(8) !== 0) problems.push('mimetype is compressed');
  if (extraLength !== 0) problems.push('mimetype has an extra field');
  if (
    raw.toString('ascii', 30 + nameLength + extraLength, 30 + nameLength + extraLength + 20) !==
    'application/epub+zip'
  ) {
    problems.push('mimetype content is not application/epub+zip');
  }

  const zipEntries = await readZip(file);
  if (zipEntries[0]?.name !== 'mimetype' || zipEntries[0].method !== 0)
    problems.push('central directory: mimetype not first or not stored');
  const entries = new Map(zipEntries.map((e) => [e.name, e.data.toString('utf8')]));
  if (entries.get('mimetype') !== 'application/epub+zip') problems.push('mimetype content');

  for (const [name, text] of entries) {
    if (/\.(xhtml|opf|xml|ncx)$/.test(name)) {
      const result = XMLValidator.validate(text);
      if (result !== true)
        problems.push(`${name}: not well-formed: ${result.err.msg} (line ${result.err.line})`);
    }
  }

  const container = entries.get('META-INF/container.xml');
  let opfPath: string | undefined;
  if (!container) problems.push('no META-INF/container.xml');
  else {
    const c = parser.parse(container) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    const rootfile = asArray(c?.container?.rootfiles?.rootfile)[0] as Record<string, string> | undefined;
    opfPath = rootfile?.['@full-path'];
    if (rootfile?.['@media-type'] !== 'application/oebps-package+xml') problems.push('rootfile media-type');
  }
  const opfText = opfPath ? entries.get(opfPath) : undefined;
  if (!opfText) {
    problems.push(`package document ${opfPath} missing`);
    return { problems, entries, opf: {}, spine: [], pageProgression: undefined, metadata: {} };
  }
  const base = opfPath!.includes('/') ? opfPath!.slice(0, opfPath!.lastIndexOf('/') + 1) : '';
  const opf = parser.parse(opfText) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
  const pkg = opf.package;
  if (pkg?.['@version'] !== '3.0') problems.push('package version is not 3.0');
  const metadata = pkg?.metadata ?? {};
  const uid = pkg?.['@unique-identifier'];
  const identifiers = asArray(metadata['dc:identifier']) as any[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (!identifiers.some((i) => i?.['@id'] === uid))
    problems.push('no dc:identifier matching unique-identifier');
  for (const field of ['dc:title', 'dc:language', 'dc:creator'])
    if (!metadata[field]) problems.push(`no ${field}`);
  const metas = asArray(metadata.meta) as any[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  const modified = metas.find((m) => m?.['@property'] === 'dcterms:modified');
  if (!modified || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(String(modified['#text'])))
    problems.push('dcterms:modified missing or malformed');

  const items = asArray(pkg?.manifest?.item) as Record<string, string>[];
  const byId = new Map(items.map((i) => [i['@id'], i]));
  for (const item of items) {
    if (!entries.has(base + item['@href']))
      problems.push(`manifest item ${item['@href']} missing from the archive`);
  }
  const navs = items.filter((i) => (i['@properties'] ?? '').split(/\s+/).includes('nav'));
  if (navs.length !== 1) problems.push(`${navs.length} nav documents`);
  else if (!/epub:type="toc"/.test(entries.get(base + navs[0]!['@href']) ?? ''))
    problems.push('nav has no epub:type="toc"');
  const spineRefs = asArray(pkg?.spine?.itemref) as Record<string, string>[];
  const spine: string[] = [];
  for (const ref of spineRefs) {
    const item = byId.get(ref['@idref']);
    if (!item) problems.push(`spine idref ${ref['@idref']} not in the manifest`);
    else spine.push(item['@href']);
  }
  return {
    problems,
    entries,
    opf,
    spine,
    pageProgression: pkg?.spine?.['@page-progression-direction'],
    metadata,
  };
}
