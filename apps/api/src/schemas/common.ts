import { Type, type Static, type TSchema } from 'typebox';
import { LOCALE_CODES } from '../lib/locale.js';

/** `T | null` as a JSON Schema type list (OpenAPI 3.1), which fast-json-stringify serializes fast. */
export function Nullable<T extends TSchema>(schema: T) {
  const type = (schema as unknown as { type: string }).type;
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
}

/** A string enum as a plain `enum` (one line in the OpenAPI document, one AJV check). */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: Record<string, unknown> = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer({ examples: [400] }),
    error: Type.String({ examples: ['Bad Request'] }),
    message: Type.String({ examples: ["Invalid parameter 'sura': must be <= 114"] }),
  },
  {
    description:
      'Every error: the message names the offending parameter (4xx) or uses the wording of spec §8.',
  },
);

/** Error answers documented on every content route. */
export const errorResponses = {
  400: ErrorBody,
  404: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
};

export const LangParam = StringEnum(LOCALE_CODES, {
  default: 'ar',
  description: 'Interface language of localised fields (titles, names); falls back to Arabic.',
});

export const LangQuery = Type.Object({ lang: Type.Optional(LangParam) }, { additionalProperties: false });

// The reading parameters carry no schema `default`: @tafsir/core's parseReadingQuery applies the spec
// defaults (and must see whether a parameter was given), see lib/params.ts.
export const RiwayaParam = Type.Integer({
  minimum: 10,
  maximum: 41,
  description:
    'Riwaya (recitation variant), default 10: 10 Hafs, 11 Shuba, 20 Warsh, 21 Qalun, 30 al-Bazzi, 31 Qunbul, 40 al-Duri, 41 al-Susi.',
});

export const SuraParam = Type.Integer({
  minimum: 1,
  maximum: 114,
  description: 'Sura number (1–114), default 1.',
});

export const AyaParam = Type.Integer({
  minimum: 1,
  maximum: 286,
  description: "Verse number in the riwaya's own numbering (must exist in the sura), default 1.",
});

export const PageParam = Type.Integer({
  minimum: 1,
  maximum: 604,
  description: "Page of the riwaya's 604-page mushaf.",
});

export const Footnote = Type.Object({
  footnote_number: Type.Integer(),
  footnote: Type.String(),
});

/** The JSON answer of a route: 200 plus the documented errors. */
export function answers<T extends TSchema>(ok: T) {
  return { 200: ok, ...errorResponses };
}
