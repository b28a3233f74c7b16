// `npm run lint`'s docs check (decision 0055): the documents and the code's comments cite only what
// the repository holds. It fails on a repository path in README.md or docs/ (in backticks or a
// Markdown link) that names no file or folder, on a decision number with no record in
// docs/decisions/, and on a `docs/…` path or "decision NNNN" in the sources that points nowhere.
// A path may hold placeholders: `*` and `<name>` stand for any name, and at least one file must
// match; a path with `…` is an example and is not checked. URLs and routes (`/admin-portal`) are not
// paths. `tsx scripts/lint-docs.ts` prints each finding as `file:line: message`.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export interface Document {
  path: string;
  text: string;
}

export interface Repository {
  /** Every file, relative to the root with `/` separators. */
  files: readonly string[];
  /** README.md and the Markdown files under docs/. */
  documents: readonly Document[];
  /** Source files of app/, server/, domain/, scripts/ and tests/, for their citations. */
  sources: readonly Document[];
}

/** Folders of the repository a path in a document may start with. */
const ROOTS = ["app", "server", "domain", "tests", "scripts", "docs", "drizzle", "public", ".ci"];
const ROOT_FILE =
  /^(package(-lock)?\.json|README\.md|tsconfig\.json|[\w-]+\.config\.(ts|js|mjs)|\.[\w-]+\.(cjs|json))$/;
const SUBPATH = /^#(app|server|domain|tests|scripts|drizzle)\//;

/** The decision numbers docs/decisions/ holds: "0042" for 0042-search-trigram-indexes.md. */
function decisionsOf(files: readonly string[]): Set<string> {
  const numbers = new Set<string>();
  for (const file of files) {
    const match = /^docs\/decisions\/(\d{4})-[^/]+\.md$/.exec(file);
    if (match) numbers.add(match[1]);
  }
  return numbers;
}

/** Each folder of the files, with its trailing slash dropped. */
function foldersOf(files: readonly string[]): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    for (let i = file.indexOf("/"); i !== -1; i = file.indexOf("/", i + 1)) folders.add(file.slice(0, i));
  }
  return folders;
}

/** A path with `*` or `<name>` as a pattern over whole paths; `**` crosses folders. */
function patternOf(candidate: string): RegExp {
  const source = candidate
    .replace(/<[^>/]+>/g, "\uE000")
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\*\*\//g, "\uE001")
    .replace(/\*\*/g, "\uE002")
    .replace(/\*/g, "[^/]*")
    .replace(/\uE000/g, "[^/]+")
    .replace(/\uE001/g, "(?:.*/)?")
    .replace(/\uE002/g, ".*");
  return new RegExp(`^${source}/?$`);
}

/** The repository path a code span or link target names, or null when it names none. */
function repositoryPath(raw: string): string | null {
  let candidate = raw.trim();
  if (/^[a-z]+:/i.test(candidate) || candidate.startsWith("//") || /\s/.test(candidate)) return null;
  candidate = candidate
    .replace(SUBPATH, "$1/")
    .replace(/[#?].*$/, "")
    .replace(/:\d+(-\d+)?$/, "");
  candidate = candidate.replace(/^\.\//, "");
  if (!candidate || candidate.includes("…") || candidate.includes("...")) return null;
  const first = candidate.split("/")[0];
  if (ROOTS.includes(first) && candidate.includes("/")) return candidate;
  if (!candidate.includes("/") && ROOT_FILE.test(candidate)) return candidate;
  return null;
}

/** Code spans and link targets outside fenced blocks, each with its line number. */
function citedPaths(text: string): { line: number; target: string; link: boolean }[] {
  const found: { line: number; target: string; link: boolean }[] = [];
  let fenced = false;
  text.split("\n").forEach((content, index) => {
    if (/^\s*(```|~~~)/.test(content)) fenced = !fenced;
    if (fenced) return;
    for (const span of content.matchAll(/`([^`\n]+)`/g)) found.push({ line: index + 1, target: span[1], link: false });
    for (const link of content.replaceAll(/`[^`\n]+`/g, "").matchAll(/\]\(([^)\s]+)\)/g)) {
      found.push({ line: index + 1, target: link[1], link: true });
    }
  });
  return found;
}

/** Decision numbers a text cites: "decision 0042", "decisions 0031–0034", "(0045)", "0042-….md". */
function citedDecisions(content: string, bare: boolean): string[] {
  const numbers: string[] = [];
  const push = (from: string, to?: string) => {
    numbers.push(from);
    if (to) numbers.push(to);
  };
  for (const list of content.matchAll(/\bdecisions?\s+((?:\d{4}(?:\s*(?:[–-]|,|and|or)\s*)?)+)/gi)) {
    for (const range of list[1].matchAll(/(\d{4})(?:\s*[–-]\s*(\d{4}))?/g)) push(range[1], range[2]);
  }
  for (const file of content.matchAll(/\b(\d{4})-[a-z0-9-]+\.md\b/g)) push(file[1]);
  if (bare) {
    // A lone four-digit number from 0001 to 0999 in prose is a decision's number.
    for (const lone of content.matchAll(/(?<![\w.,:/$-])(0\d{3})(?![\w.,:%/-]|\s*(?:MB|KB|ms|px))/g)) push(lone[1]);
  }
  return numbers;
}

export function checkRepository({ files, documents, sources }: Repository): string[] {
  const decisions = decisionsOf(files);
  const fileSet = new Set(files);
  const folders = foldersOf(files);
  const exists = (candidate: string) => {
    const trimmed = candidate.replace(/\/$/, "");
    if (!/[*<]/.test(trimmed)) return fileSet.has(trimmed) || folders.has(trimmed);
    const pattern = patternOf(trimmed);
    return files.some((file) => pattern.test(file)) || [...folders].some((folder) => pattern.test(folder));
  };
  const problems: string[] = [];
  const checkDecisions = (doc: Document, bare: boolean) => {
    let fenced = false;
    doc.text.split("\n").forEach((content, index) => {
      if (/^\s*(```|~~~)/.test(content)) fenced = !fenced;
      if (fenced && bare) return;
      for (const number of new Set(citedDecisions(content, bare))) {
        if (!decisions.has(number)) problems.push(`${doc.path}:${index + 1}: no decision ${number} in docs/decisions/`);
      }
    });
  };

  for (const doc of documents) {
    const folder = path.posix.dirname(doc.path);
    for (const { line, target, link } of citedPaths(doc.text)) {
      if (link && !/^[a-z]+:/i.test(target) && !target.startsWith("#") && !target.startsWith("/")) {
        // A link is relative to its document.
        const resolved = path.posix.normalize(path.posix.join(folder, target.replace(/#.*$/, "")));
        if (!exists(resolved)) problems.push(`${doc.path}:${line}: link to ${target}, which does not exist`);
        continue;
      }
      const candidate = repositoryPath(target);
      if (!candidate) continue;
      // A root file's name (`README.md`) may also be the document's neighbour.
      const nearby = candidate.includes("/") ? null : path.posix.join(folder, candidate);
      if (!exists(candidate) && !(nearby && exists(nearby))) {
        problems.push(`${doc.path}:${line}: \`${target}\` names no file or folder of the repository`);
      }
    }
    checkDecisions(doc, true);
  }

  for (const source of sources) {
    source.text.split("\n").forEach((content, index) => {
      for (const cited of content.matchAll(/(?<![\w/#.-])docs\/[\w./-]*[\w/]/g)) {
        // "docs/decisions/0027" cites a record by its number.
        const record = /^docs\/decisions\/(\d{4})$/.exec(cited[0]);
        if (record ? !decisions.has(record[1]) : !exists(cited[0])) {
          problems.push(`${source.path}:${index + 1}: ${cited[0]} does not exist`);
        }
      }
    });
    checkDecisions(source, false);
  }
  return problems;
}

/** The repository on disk: the files git knows (tracked, or new and not ignored). */
export function readRepository(root: string): Repository {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
  });
  const files = [...new Set(listed.split("\0").filter(Boolean))];
  const read = (file: string) => ({ path: file, text: readFileSync(path.join(root, file), "utf8") });
  // A file deleted but not yet staged is listed by git and is gone.
  const onDisk = files.filter((file) => existsSync(path.join(root, file)));
  const documents = onDisk.filter((file) => file === "README.md" || /^docs\/.*\.md$/.test(file)).map(read);
  const sources = onDisk
    .filter((file) => /^(app|server|domain|scripts|tests)\/.*\.(ts|tsx|mjs|js|cjs|sh)$/.test(file))
    .map(read);
  return { files: onDisk, documents, sources };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkRepository(readRepository(path.resolve(import.meta.dirname, "..")));
  for (const problem of problems) console.log(problem);
  if (problems.length) {
    console.log(`\n${problems.length} citation(s) point nowhere (scripts/lint-docs.ts)`);
    process.exit(1);
  }
}
