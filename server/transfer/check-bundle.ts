import germanIssues from 'zod/v4/locales/de.js';
import { type EntryInput, parseDirectoryInput } from '../../domain/directory/directory-input';
import { TREE_DEPTH } from '../../domain/directory/types';
import { DomainInputError, formatPath } from '../../domain/errors';
import { parseFileData } from '../../domain/file/file-input';
import { parseSchemaElements } from '../../domain/schema/schema-input';
import { type Bundle, bundleSchema } from '../../domain/transfer/bundle';
import type { BundleProblem } from '../../domain/transfer/import-lines';
import { jsonShapeProblem, MAX_JSON_DEPTH } from '../graphql/json-scalar';
import { findUnstorable, UNSTORABLE_GERMAN } from '../graphql/refuse-unstorable-text';
import { checkImageBytes } from '../images/image-content';

/** A bundle's trees as entries, checked (see `parseDirectoryInput`). */
export interface CheckedTree {
  frontEndType: string;
  tree: 'DATA' | 'SCHEMA';
  directory: EntryInput[];
  recycleBin: EntryInput[];
}

export interface CheckedBundle {
  bundle: Bundle;
  trees: CheckedTree[];
}

export interface CheckOptions {
  /** Ids the target client holds. */
  known: { schemaIds: ReadonlySet<string>; fileIds: ReadonlySet<string> };
  /** A files bundle: whether schemas the target lacks may be created (default: yes). */
  mayCreateSchemas?: boolean;
}

/** How zod words its problems in a report: in German. */
const GERMAN_WORDS = germanIssues().localeError;

/** What the domain's checks found, in German where they have the words. */
const detail = (error: unknown) =>
  error instanceof DomainInputError
    ? error.inGerman(GERMAN_WORDS)
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * Checks a bundle on its own (the target's schemas and files are checked by the import): its form, what
 * its scope holds, ids unique per kind, every schema's elements and file's data as the API takes them,
 * related files, images and tree entries naming what the bundle or `known` (the target's ids) holds,
 * images whose bytes are of their type, places naming files of the bundle along one path per folder.
 * Every problem is named; a bundle with problems is not imported at all. `checked` is null when the
 * bundle is not of the form at all.
 */
export function checkBundle(
  input: unknown,
  { known, mayCreateSchemas = true }: CheckOptions,
): { checked: CheckedBundle | null; problems: BundleProblem[] } {
  const unstorable = unstorableProblem(input);
  if (unstorable) return { checked: null, problems: [unstorable] };
  const parsed = bundleSchema.safeParse(input, { error: GERMAN_WORDS });
  if (!parsed.success) {
    return {
      checked: null,
      problems: parsed.error.issues.slice(0, 100).map((issue) => ({
        path: formatPath('bundle', issue.path),
        message: `Das Bündel hat nicht das erwartete Format: ${issue.message}`,
      })),
    };
  }
  const bundle = parsed.data;
  const problems: BundleProblem[] = [];
  const report = (path: string, message: string) => problems.push({ path, message });
  checkScope(bundle, report);
  const unique = (kind: string, ids: string[]) => {
    const seen = new Set<string>();
    ids.forEach((id, index) => {
      if (seen.has(id)) report(`${kind}[${index}]`, `Die Id „${id}“ kommt mehrfach vor.`);
      seen.add(id);
    });
    return seen;
  };
  const schemaIds = unique(
    'schemas',
    bundle.schemas.map((schema) => schema.id),
  );
  const fileIds = unique(
    'files',
    bundle.files.map((file) => file.id),
  );
  unique(
    'images',
    bundle.images.map((image) => image.id),
  );
  const hasSchema = (id: string) => schemaIds.has(id) || known.schemaIds.has(id);
  const hasFile = (id: string) => fileIds.has(id) || known.fileIds.has(id);

  bundle.schemas.forEach((schema, index) => {
    const where = `schemas[${index}] („${schema.id}“)`;
    try {
      parseSchemaElements(schema.elements, `schemas[${index}].elements`);
    } catch (error) {
      report(where, `Ungültige Elemente: ${detail(error)}`);
    }
    if (bundle.scope === 'files' && !mayCreateSchemas && !known.schemaIds.has(schema.id)) {
      report(
        where,
        `Das Schema „${schema.label || schema.id}“ fehlt; nur Administratoren können es anlegen.`,
      );
    }
  });
  bundle.files.forEach((file, index) => {
    const where = `files[${index}] („${file.id}“)`;
    if (!hasSchema(file.schemaId))
      report(where, `Das Schema „${file.schemaId}“ gibt es weder im Bündel noch in Alloy.`);
    try {
      parseFileData(file.data, `files[${index}].data`);
    } catch (error) {
      report(where, `Ungültige Daten: ${detail(error)}`);
    }
    // Files of a client may relate to files left out of a files bundle; the import leaves those links out.
    const missing =
      bundle.scope === 'files' ? [] : file.related.filter((related) => !hasFile(related.fileId));
    for (const related of missing) {
      report(where, `Die verknüpfte Datei „${related.fileId}“ gibt es nicht.`);
    }
  });
  bundle.images.forEach((image, index) => {
    const where = `images[${index}] („${image.id}“)`;
    if (!hasFile(image.fileId)) report(where, `Die Datei „${image.fileId}“ des Bildes gibt es nicht.`);
    const check = checkImageBytes(Buffer.from(image.bytes, 'base64'));
    if (!('type' in check) || check.type !== image.contentType) {
      report(where, `Die Bytes des Bildes sind kein Bild vom Typ ${image.contentType}.`);
    }
  });
  const trees: CheckedTree[] = [];
  bundle.trees.forEach((tree, index) => {
    const where = `trees[${index}] (${tree.frontEndType}/${tree.tree})`;
    try {
      const read = (root: 'directory' | 'bin') =>
        parseDirectoryInput(root === 'bin' ? tree.recycleBin : tree.directory, {
          root,
          maxDepth: TREE_DEPTH[tree.tree][root],
        });
      const checked = { ...tree, directory: read('directory'), recycleBin: read('bin') };
      const has = tree.tree === 'DATA' ? hasFile : hasSchema;
      for (const entry of [...checked.directory, ...checked.recycleBin]) {
        if (entry.fileId !== null && !has(entry.fileId)) {
          report(where, `Der Eintrag „${entry.name}“ nennt „${entry.fileId}“, das es nicht gibt.`);
        }
      }
      trees.push(checked);
    } catch (error) {
      report(where, `Ungültiger Baum: ${detail(error)}`);
    }
  });
  checkPlaces(bundle, fileIds, report);
  return { checked: { bundle, trees }, problems };
}

type Report = (path: string, message: string) => void;

/** What the database could not store as given, or that the checks would walk too deep into: named up front. */
function unstorableProblem(input: unknown): BundleProblem | null {
  const shape = jsonShapeProblem(input);
  if (shape) {
    const why =
      shape === 'tooDeep'
        ? `es ist tiefer als ${MAX_JSON_DEPTH} Ebenen verschachtelt`
        : `es enthält ${UNSTORABLE_GERMAN.prototypeKey}`;
    return { path: 'bundle', message: `Das Bündel lässt sich nicht speichern: ${why}.` };
  }
  const found = findUnstorable(input, 'bundle');
  return found
    ? {
        path: found.path,
        message: `Der Text lässt sich nicht speichern: er enthält ${UNSTORABLE_GERMAN[found.reason]}.`,
      }
    : null;
}

/** What the scope holds: files and schemas bundles have no trees, a schemas bundle nothing but schemas. */
function checkScope(bundle: Bundle, report: Report) {
  const { scope } = bundle;
  const holds = (list: 'trees' | 'files' | 'images' | 'places', message: string) => {
    if (bundle[list].length > 0) report(list, message);
  };
  if (scope === 'client') {
    holds('places', 'Orte gibt es nur im Umfang „files“; ein ganzer Mandant bringt seine Bäume mit.');
    return;
  }
  holds('trees', `Ein Bündel im Umfang „${scope}“ enthält keine Bäume.`);
  if (scope === 'schemas') {
    for (const list of ['files', 'images', 'places'] as const) {
      holds(list, 'Ein Bündel im Umfang „schemas“ enthält nur Schemas.');
    }
  }
}

/** Places name files of the bundle; a folder has one name and one folder above it in every path. */
function checkPlaces(bundle: Bundle, fileIds: ReadonlySet<string>, report: Report) {
  const folders = new Map<string, { name: string; parentId: string | null; index: number }>();
  bundle.places.forEach((place, index) => {
    const where = `places[${index}] („${place.fileId}“)`;
    if (!fileIds.has(place.fileId)) report(where, `Die Datei „${place.fileId}“ ist nicht im Bündel.`);
    place.path.forEach((folder, level) => {
      const parentId = level === 0 ? null : (place.path[level - 1]?.id ?? null);
      const seen = folders.get(folder.id);
      if (!seen) folders.set(folder.id, { name: folder.name, parentId, index });
      else if (seen.name !== folder.name || seen.parentId !== parentId) {
        report(
          where,
          `Der Ordner „${folder.id}“ hat hier einen anderen Namen oder Ort als in places[${seen.index}].`,
        );
      }
    });
  });
}
