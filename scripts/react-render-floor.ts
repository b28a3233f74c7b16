// What React alone needs to render a page of N table rows on this machine: plain elements (six per
// row, no components, no router, no data), rendered whole with renderToPipeableStream as
// app/entry.server.tsx does, one render at a time after a warm-up. The private pages' target is
// argued against this number in docs/decisions/0038-fast-private-pages.md ("Where the target
// stands"): the portal's Overview is about 1,370 elements and 82 KiB.
//
//   npx tsx scripts/react-render-floor.ts [rows, default 230: about the portal's size]
import { Writable } from "node:stream";

// React picks its production build from NODE_ENV when first loaded, so set it before the import.
process.env.NODE_ENV = "production";
const { createElement: h } = await import("react");
const { renderToPipeableStream } = await import("react-dom/server");

const rows = Number(process.argv[2] ?? 230);

function Row({ i }: { i: number }) {
  return h(
    "tr",
    { className: "border-t border-slate-100" },
    h("td", { className: "px-4 py-3 align-top text-slate-800" }, `Investor number ${i}`),
    h("td", { className: "px-4 py-3 text-right tabular-nums" }, `$${(i * 12_345).toLocaleString("en-US")}`),
    h("td", { className: "px-4 py-3" }, h("span", { className: "rounded-full bg-green-50 px-2 text-xs" }, "Active")),
    h("td", { className: "px-4 py-3" }, h("a", { href: `/users/${i}`, className: "underline" }, "Edit")),
  );
}

const page = h(
  "html",
  null,
  h(
    "body",
    null,
    h(
      "table",
      null,
      h(
        "tbody",
        null,
        Array.from({ length: rows }, (_, i) => h(Row, { key: i, i })),
      ),
    ),
  ),
);

const render = () =>
  new Promise<number>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page, {
      onShellError: reject,
      onAllReady() {
        let bytes = 0;
        pipe(
          new Writable({
            write(chunk: Uint8Array, _encoding, done) {
              bytes += chunk.byteLength;
              done();
            },
            final(done) {
              resolve(bytes);
              done();
            },
          }),
        );
      },
    });
  });

let bytes = 0;
for (let i = 0; i < 200; i++) bytes = await render();
const runs = 500;
const started = performance.now();
for (let i = 0; i < runs; i++) await render();
const ms = (performance.now() - started) / runs;
console.log(`${rows} rows, ${rows * 6 + 3} elements, ${(bytes / 1024).toFixed(0)} KiB: ${ms.toFixed(2)} ms per render`);
