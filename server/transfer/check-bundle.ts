import { type EntryInput, parseDirectoryInput } from '../../domain/directory/directory-input';
import { TREE_DEPTH } from '../../domain/directory/types';
import { formatPath } from '../../domain/errors';
import { parseFileData } from '../../domain/file/file-input';
import { parseSchemaElements } from '../../domain/schema/schema-input';
import { type Bundle, bundleSchema } from '../../domain/transfer/bundle';
import { checkImageBytes } from '../images/image-content';

/** A problem of a bundle, where it is (`files[12]` and the object's id) and what, in German. */
export interface BundleProblem {
  where: string;
  message: string;
}

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

const detail = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Checks a bundle on its own (the target's schemas and files are checked by the import): its form, ids
 * unique per kind, every schema's elements and file's data as the API takes them, related files, images
 * and tree entries naming what the bundle or `known` (the target's ids) holds, images whose bytes are of
 * their type. Every problem is named; a bundle with problems is not imported at all.
 */
export function checkBundle(
  input: unknown,
  known: { schemaIds: ReadonlySet<string>; fileIds: ReadonlySet<string> },
): { checked: CheckedBundle | null; problems: BundleProblem[] } {
  const parsed = bundleSchema.safeParse(input);
  if (!parsed.success) {
    return {
      checked: null,
      problems: parsed.error.issues.slice(0, 100).map((issue) => ({
        where: formatPath('bundle', issue.path),
        message: `Das Bündel hat nicht das erwartete Format: ${issue.message}`,
      })),
    };
  }
  const bundle = parsed.data;
  const problems: BundleProblem[] = [];
  const report = (where: string, message: string) => problems.push({ where, message });
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
    try {
      parseSchemaElements(schema.elements, `schemas[${index}].elements`);
    } catch (error) {
      report(`schemas[${index}] („${schema.id}“)`, `Ungültige Elemente: ${detail(error)}`);
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
    for (const related of file.related) {
      if (!hasFile(related.fileId)) report(where, `Die verknüpfte Datei „${related.fileId}“ gibt es nicht.`);
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
  return { checked: problems.length === 0 ? { bundle, trees } : null, problems };
}
