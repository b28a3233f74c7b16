// `npm run dev` (under `tsx watch`, which restarts this process when a server/ or domain/ file changes):
// the whole product from source, with Vite serving the app and hot-reloading its modules
// (server/platform/http/vite-dev.ts). The development mode also relaxes the pages' CSP for Vite's client.
process.env.NODE_ENV = "development";
await import("#server/index.ts");
