/** A part of a multipart/form-data body: a text field or a file. */
export type Part = { name: string; value: string } | { name: string; fileName: string; bytes: Buffer; type?: string };

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipartBody(parts: Part[]) {
  const boundary = `----edf${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("value" in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      const type = part.type ?? "application/octet-stream";
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
