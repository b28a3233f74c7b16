// autocannon, the load generator of the bench and the soak, ships no types: this is the slice of
// its API those scripts use, and one promise-returning way to run it.
import { createRequire } from "node:module";

export interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest & { headers: Record<string, string> }) => AutocannonRequest;
}

export interface AutocannonOptions {
  url: string;
  connections: number;
  pipelining?: number;
  duration: number;
  requests?: AutocannonRequest[];
}

export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
  statusCodeStats: Record<string, { count: number }>;
}

type Autocannon = (
  options: AutocannonOptions,
  done: (error: Error | null, result: AutocannonResult) => void,
) => unknown;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export function runAutocannon(options: AutocannonOptions): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
