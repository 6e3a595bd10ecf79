/** A multipart/form-data body with one file, as a browser's upload form sends it. */
export function multipartFile(
  field: string,
  filename: string,
  contentType: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----despacho${Math.random().toString(16).slice(2)}`;
  const text = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const head = Buffer.from(
    text +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
