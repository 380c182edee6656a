// A share link carries the text and options in the URL's fragment (never sent to a server):
// `#s=` then the JSON {v, text, options}, deflate-raw compressed (CompressionStream), in base64url.

const PREFIX = "#s=";

async function pipe(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64url(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("it is not base64url");
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function encode(text, options) {
  const json = new TextEncoder().encode(JSON.stringify({ v: 1, text, options }));
  return PREFIX + toBase64url(await pipe(json, new CompressionStream("deflate-raw")));
}

// The {text, options} a fragment carries; null for a fragment that is no share link; throws an
// Error whose message says what is wrong with a damaged one.
export async function decode(fragment) {
  if (!fragment.startsWith(PREFIX)) return null;
  let data;
  try {
    const json = await pipe(fromBase64url(fragment.slice(PREFIX.length)), new DecompressionStream("deflate-raw"));
    data = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(json));
  } catch (e) {
    throw new Error(`the share link is damaged (${e.message || e}): was it cut short?`);
  }
  if (!data || data.v !== 1 || typeof data.text !== "string" || typeof data.options !== "object") {
    throw new Error("the share link is not one this playground made");
  }
  return { text: data.text, options: data.options || {} };
}
