// ESLint 9 flat config: JavaScript and typescript-eslint recommended, React's hooks rules (including the
// React Compiler-era rules), and Prettier's opt-outs last so formatting stays Prettier's alone.
// Why ESLint and not Biome, and why each deviation from the presets: docs/decisions/0013-tooling.md.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores(["build/", "build-*/", "data/", ".react-router/", "test-results/", "playwright-report/", "public/"]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a positional argument, a rest sibling).
      // Declaration merging (app/load-context.ts augments React Router's context types) needs an
      // interface that only extends another.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // A module names another folder's module by its subpath import (#app/…, #server/…, #domain/…,
      // package.json "imports"), never by climbing: moving a file then touches only its importers.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./",
              message: "Import across folders with a subpath import (#app/…, #server/…, #domain/…).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // One way for each thing (decision 0054): data comes through the framework (a route's loader,
    // or useFetcher().load of a resource route), never from a fetch in an effect; times are
    // formatted by domain/format.ts in UTC with the zone named, never in the browser's zone.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.name=/^use(Layout)?Effect$/] :matches(CallExpression[callee.name='fetch'], CallExpression[callee.object.name='api'])",
          message:
            "No fetching in an effect: load data in the route's loader, or with useFetcher().load of a resource route (decision 0054).",
        },
        {
          selector:
            "CallExpression[callee.property.name=/^toLocale(Date|Time)String$/], CallExpression[callee.property.name='toLocaleString'][arguments.length=0]",
          message:
            "Format dates and times with domain/format.ts (UTC, zone named), so server and browser agree (decision 0054).",
        },
      ],
    },
  },
  {
    // One way for each thing (decision 0058): periodic work is a task of the one periodic runner
    // (server/platform/jobs/periodic-runner.ts), registered in server/index.ts, not a loop of its own.
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.test.ts", "server/platform/jobs/periodic-runner.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        {
          name: "setInterval",
          message:
            "Periodic work is a task of the periodic runner (server/platform/jobs/periodic-runner.ts), registered in server/index.ts (decision 0058).",
        },
      ],
    },
  },
  prettier,
]);
