import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv } from 'ajv';
import type { Collection, Field } from '@sveltia/cms';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  aboutSchema,
  caseStudySchema,
  knowledgePassageSchema,
  objectionCardSchema,
  programSchema,
  serviceSchema,
  testimonialSchema,
} from '../../src/lib/content-schemas';
import { CMS_COLLECTIONS, cmsConfig, cmsRepository } from '../../src/lib/cms/config';
import { KNOWLEDGE_FILES } from '../../src/lib/cms/knowledge-files';
import { tipSchema } from '../../src/lib/tips';

/**
 * The content manager's configuration against the two things it must agree with: the JSON Schema
 * Sveltia CMS ships for its own configuration, and the build's zod schemas, field by field (a
 * schema field with no CMS field would be dropped by the first save; a CMS field with no schema
 * field would write what the build ignores or refuses).
 */

const packageDir = join(dirname(createRequire(import.meta.url).resolve('@sveltia/cms')), '..');
const configSchema = JSON.parse(readFileSync(join(packageDir, 'schema', 'sveltia-cms.json'), 'utf8')) as object;
// The package's schema uses editor-only keywords (markdownDescription), hence strict: false.
const validateConfig = new Ajv({ strict: false, allErrors: true }).compile(configSchema);

describe('the CMS configuration against the JSON Schema shipped with @sveltia/cms', () => {
  it('is valid', () => {
    const valid = validateConfig(cmsConfig({}));
    expect(validateConfig.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('catches a broken configuration (so the check above can fail)', () => {
    const broken = structuredClone(cmsConfig({})) as unknown as { backend: Record<string, unknown>; collections: unknown[] };
    broken.backend.name = 'githbu';
    expect(validateConfig(broken)).toBe(false);
    const badField = structuredClone(cmsConfig({})) as unknown as { collections: { files: { fields: Record<string, unknown>[] }[] }[] };
    badField.collections[0]!.files[0]!.fields[0]!.root = 'yes';
    expect(validateConfig(badField)).toBe(false);
  });

  it('commits to the repository Netlify builds from, on its branch, unless told otherwise', () => {
    expect(cmsRepository({ REPOSITORY_URL: 'https://github.com/spartan/site', BRANCH: 'main' })).toEqual({
      repo: 'spartan/site',
      branch: 'main',
    });
    expect(cmsRepository({ REPOSITORY_URL: 'git@github.com:spartan/site.git' }).repo).toBe('spartan/site');
    expect(
      cmsRepository({ REPOSITORY_URL: 'https://github.com/spartan/site', CMS_GITHUB_REPO: 'owner/other', CMS_GITHUB_BRANCH: 'content' }),
    ).toEqual({
      repo: 'owner/other',
      branch: 'content',
    });
    expect(cmsRepository({ REPOSITORY_URL: 'https://gitlab.com/spartan/site' }).repo).toBe('your-github-name/your-repository');
    expect(cmsConfig({ REPOSITORY_URL: 'https://github.com/spartan/site' }).backend).toMatchObject({
      name: 'github',
      repo: 'spartan/site',
    });
  });
});

// --- The mirror check --------------------------------------------------------------------------

type ZodAny = z.ZodType;
interface ZodDef {
  type: string;
  innerType?: ZodAny;
  element?: ZodAny;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; format?: string } } }[];
  entries?: Record<string, string>;
}
const defOf = (schema: ZodAny) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** Unwraps optional/default: the CMS field is then not required. */
function unwrap(schema: ZodAny): { schema: ZodAny; optional: boolean } {
  let current = schema;
  let optional = false;
  for (;;) {
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'default') {
      optional = true;
      current = def.innerType!;
    } else return { schema: current, optional };
  }
}

const check = (schema: ZodAny, kind: string) => defOf(schema).checks?.find((entry) => entry._zod.def.check === kind)?._zod.def;

/** Every difference between a zod schema and the CMS field that edits it, as readable lines. */
function compareField(path: string, schema: ZodAny, field: Field | undefined): string[] {
  if (!field) return [`${path}: in the schema but has no CMS field`];
  const { schema: inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const cms = field as Field & Record<string, unknown>;
  const problems: string[] = [];
  const required = cms.required !== false;
  if (required === optional)
    problems.push(`${path}: the schema says ${optional ? 'optional' : 'required'}, the CMS ${required ? 'required' : 'optional'}`);

  if (def.type === 'string') {
    if (!['string', 'text', 'datetime', 'image'].includes(cms.widget as string))
      problems.push(`${path}: text in the schema, a ${cms.widget} in the CMS`);
    const max = check(inner, 'max_length')?.maximum;
    if (max !== cms.maxlength) problems.push(`${path}: maximum length ${max} in the schema, ${cms.maxlength} in the CMS`);
    if (check(inner, 'string_format')?.format === 'regex' || check(inner, 'string_format')?.format === 'url') {
      const dated = cms.widget === 'datetime' && cms.type === 'date' && cms.format === 'YYYY-MM-DD';
      if (!cms.pattern && !dated && cms.widget !== 'image') problems.push(`${path}: the schema has a pattern, the CMS field none`);
    }
  } else if (def.type === 'number') {
    if (cms.widget !== 'number' || cms.value_type !== 'int') problems.push(`${path}: a whole number in the schema, not in the CMS`);
  } else if (def.type === 'enum') {
    const values = Object.values(def.entries ?? {});
    const options = ((cms.options as { value: string }[] | undefined) ?? []).map((option) => option.value);
    if (cms.widget !== 'select' || JSON.stringify(options) !== JSON.stringify(values))
      problems.push(`${path}: choices ${values.join('/')} in the schema, ${options.join('/')} in the CMS`);
  } else if (def.type === 'array') {
    if (cms.widget !== 'list') return [...problems, `${path}: a list in the schema, a ${cms.widget} in the CMS`];
    const min = check(inner, 'min_length')?.minimum;
    if ((min ?? undefined) !== (cms.min as number | undefined))
      problems.push(`${path}: at least ${min} items in the schema, ${cms.min} in the CMS`);
    const element = unwrap(def.element!).schema;
    if (defOf(element).type === 'object') problems.push(...compareFields(path, element as z.ZodObject, (cms.fields as Field[]) ?? []));
    else problems.push(...compareField(`${path}[]`, def.element!, { ...(cms.field as Field), required: true } as Field));
  } else if (def.type === 'object') {
    if (cms.widget !== 'object') return [...problems, `${path}: a group in the schema, a ${cms.widget} in the CMS`];
    problems.push(...compareFields(path, inner as z.ZodObject, (cms.fields as Field[]) ?? []));
  } else problems.push(`${path}: the check does not know zod type ${def.type}`);
  return problems;
}

/** Both directions: every schema key has a field, every field has a schema key (`extraKeys` are written by the loader, e.g. id). */
function compareFields(path: string, schema: z.ZodObject, fields: Field[], extraKeys: Record<string, ZodAny> = {}): string[] {
  const shape: Record<string, ZodAny> = { ...extraKeys, ...schema.shape };
  const byName = new Map(fields.map((field) => [field.name, field]));
  const problems = Object.entries(shape).flatMap(([key, value]) => compareField(`${path}.${key}`, value, byName.get(key)));
  for (const field of fields) if (!(field.name in shape)) problems.push(`${path}.${field.name}: a CMS field with no schema field`);
  return problems;
}

/** The collection entries' `id` (the file() loader's key, not part of the entry schemas). */
const LOADER_ID = { id: z.string().regex(/^[a-z0-9-]+$/) };

/** The single root list of a list file, or the fields of an object file. */
function fileFields(collectionName: string, fileName = collectionName): { root?: Field & Record<string, unknown>; fields: Field[] } {
  const collection = CMS_COLLECTIONS.find((candidate) => candidate.name === collectionName) as Collection & {
    files: { name: string; fields: Field[] }[];
  };
  const file = collection.files.find((candidate) => candidate.name === fileName)!;
  const root = file.fields.find((field) => (field as { root?: boolean }).root) as (Field & Record<string, unknown>) | undefined;
  return { root, fields: root ? ((root.fields as Field[]) ?? []) : file.fields };
}

function compareListFile(
  collectionName: string,
  schema: z.ZodObject,
  fileName?: string,
  extraKeys: Record<string, ZodAny> = LOADER_ID,
): string[] {
  const { root, fields } = fileFields(collectionName, fileName);
  if (!root || root.widget !== 'list') return [`${collectionName}: not edited as a root list`];
  return compareFields(collectionName, schema, fields, extraKeys);
}

const MIRRORED: [string, () => string[]][] = [
  ['tips', () => compareListFile('tips', tipSchema, undefined, {})],
  ['services and prices', () => compareListFile('services', serviceSchema)],
  ['programs', () => compareListFile('programs', programSchema)],
  ['testimonials', () => compareListFile('testimonials', testimonialSchema)],
  ['case studies', () => compareListFile('case-studies', caseStudySchema)],
  ['the about page', () => compareFields('about', aboutSchema, fileFields('about').fields)],
  ...KNOWLEDGE_FILES.map(
    (file) =>
      [
        `knowledge: ${file.name}`,
        () => compareListFile('knowledge', file.kind === 'objection-cards' ? objectionCardSchema : knowledgePassageSchema, file.name, {}),
      ] as [string, () => string[]],
  ),
];

describe('every CMS field mirrors the build’s schema', () => {
  for (const [name, compare] of MIRRORED) {
    it(name, () => expect(compare()).toEqual([]));
  }

  it('reports a schema field the CMS lacks, a CMS field the schema lacks, and a changed rule', () => {
    const { fields } = fileFields('services');
    expect(compareFields('services', serviceSchema.extend({ discount: z.string() }), fields, LOADER_ID)).toEqual([
      'services.discount: in the schema but has no CMS field',
    ]);
    expect(compareFields('services', serviceSchema.omit({ outcome: true }), fields, LOADER_ID)).toEqual([
      'services.outcome: a CMS field with no schema field',
    ]);
    expect(compareFields('tips', tipSchema.extend({ title: z.string().max(60) }), fileFields('tips').fields)).toEqual([
      'tips.title: maximum length 60 in the schema, 90 in the CMS',
    ]);
    expect(compareFields('services', serviceSchema.extend({ audience: z.enum(['individual', 'corporate']) }), fields, LOADER_ID)).toEqual([
      'services.audience: choices individual/corporate in the schema, individual/leadership/corporate in the CMS',
    ]);
    expect(compareFields('services', serviceSchema.extend({ bookingUrl: z.string() }), fields, LOADER_ID)).toEqual([
      'services.bookingUrl: the schema says required, the CMS optional',
    ]);
  });

  it('lists every knowledge file in the CMS, and only those', () => {
    const onDisk = readdirSync('src/content/knowledge')
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''))
      .sort();
    expect(KNOWLEDGE_FILES.map((file) => file.name).sort()).toEqual(onDisk);
  });

  it('edits every JSON file in src/content/ the owner changes, at its real path', () => {
    const files = CMS_COLLECTIONS.flatMap((collection) => ('files' in collection ? collection.files.map((file) => file.file) : []));
    for (const file of files) expect(() => readFileSync(file, 'utf8'), file).not.toThrow();
    expect(files).toEqual(
      expect.arrayContaining([
        'src/content/tips.json',
        'src/content/services.json',
        'src/content/programs.json',
        'src/content/testimonials.json',
        'src/content/case-studies.json',
        'src/content/about.json',
      ]),
    );
  });
});
