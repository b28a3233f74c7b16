import { diffWordsWithSpace } from "diff";

/**
 * A readable word diff of two texts (jsdiff). Insertions and deletions are marked by more than
 * colour: underlined and struck through (the <ins> and <del> elements), and named for screen
 * readers, which do not announce those elements.
 */
export function TextDiff({ before, after }: { before: string; after: string }) {
  if (before === after) return <p className="text-sm text-slate-600">No change.</p>;
  const parts = diffWordsWithSpace(before, after);
  return (
    <p className="rounded-md border border-slate-200 bg-white p-3 text-sm leading-6 whitespace-pre-wrap text-slate-800 wrap-anywhere">
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index} className="bg-green-100 text-green-900 underline decoration-2">
            <span className="sr-only">[inserted: </span>
            {part.value}
            <span className="sr-only">]</span>
          </ins>
        ) : part.removed ? (
          <del key={index} className="bg-red-100 text-red-900 line-through decoration-2">
            <span className="sr-only">[deleted: </span>
            {part.value}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}
