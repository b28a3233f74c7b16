import { readFileSync } from "node:fs";
import { TEST_ORIGIN } from "./auth-helpers.ts";
import type { TestContext } from "./test-app.ts";

/** A multipart/form-data body as a browser sends it: text fields, then files. */
export function multipartBody(
  fields: Record<string, string>,
  files: ReadonlyArray<{ field: string; fileName: string; type: string; bytes: Buffer }> = [],
) {
  const boundary = "----edfmediatest";
  const body = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap((f) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.fileName}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from("\r\n"),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Send fields and files to an upload route as the signed-in `cookie`. */
export function sendMultipart(
  t: TestContext,
  cookie: string | undefined,
  method: "POST" | "PUT",
  url: string,
  fields: Record<string, string>,
  files?: Parameters<typeof multipartBody>[1],
) {
  const { body, contentType } = multipartBody(fields, files);
  return t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, "content-type": contentType, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

/** Tiny real media files (tests/fixtures/media, made with ffmpeg): 3 s tones and 2 s clips. */
export const fixture = (name: "tone-3s.mp3" | "tone-3s.m4a" | "clip-2s.mp4" | "clip-2s.webm") =>
  readFileSync(new URL(`../fixtures/media/${name}`, import.meta.url));

/** A real 16-bit PCM WAV of `seconds` of silence: audio, but not a format we accept. */
export function wavFile(seconds: number, rate = 8000): Buffer {
  const data = rate * 2 * seconds;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(36 + data, 4);
  header.write("WAVEfmt ", 8, "latin1");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "latin1");
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}
