"""Serve the built playground (dist/) on this machine: `npm run serve`, or `python3 serve.py [--port N]`.

Python's own http.server, with the types a module worker and WebAssembly need whatever the
machine's /etc/mime.types says.  It listens on 127.0.0.1 only; port 8000 unless `--port` or
$PORT says otherwise (0: any free port).  The tests serve the site with `server()` in a thread.
"""

from __future__ import annotations

import argparse
import functools
import os
import sys
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

SITE = Path(__file__).resolve().parent / "dist"

TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript",
         ".css": "text/css", ".json": "application/json", ".wasm": "application/wasm", ".zip": "application/zip",
         ".whl": "application/zip", ".py": "text/x-python; charset=utf-8", ".mlir": "text/plain; charset=utf-8"}


class Handler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, format: str, *args: object) -> None:  # quiet: a page load is ~15 requests
        pass


def server(port: int = 0, site: Path = SITE) -> ThreadingHTTPServer:
    """A server of `site` on 127.0.0.1:`port` (0: a free one), not yet serving."""
    return ThreadingHTTPServer(("127.0.0.1", port), functools.partial(Handler, directory=str(site)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="serve.py", description="serve the built playground on 127.0.0.1")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT") or 8000))
    args = parser.parse_args(argv)
    if not (SITE / "index.html").is_file():
        print(f"serve.py: error: {SITE} is not built: run `npm ci && npm run build` in playground/ first",
              file=sys.stderr)
        return 2
    try:
        httpd = server(args.port)
    except OSError as e:
        print(f"serve.py: error: cannot listen on 127.0.0.1:{args.port}: {e.strerror or e} "
              "(another port: npm run serve -- --port N)", file=sys.stderr)
        return 2
    print(f"Serving the playground at http://127.0.0.1:{httpd.server_address[1]}/ (Ctrl-C stops it)", flush=True)
    with httpd:
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
