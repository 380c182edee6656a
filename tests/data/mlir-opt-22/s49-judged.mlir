// Generic-form input mlir-opt 22 rejects and toyir accepted, found by bench/judge.py in stop 49
// (issue 38); recorded with mlir-opt 22 -verify-diagnostics (it exits 0).

// Resource blobs: hex digits, two a byte, after `0x`; the first 4 bytes a power-of-2 alignment.
{-#
  dialect_resources: {
    builtin: {
      ok: "0x0400000001",
      // expected-error @+1 {{expected hex string blob for key 'odd'}}
      odd: "0x04000000010"
    }
  }
#-}

// -----
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'blob1' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
      blob1: "0x03000000AA"
    }
  }
#-}

// -----
{-#
  dialect_resources: {
    test: {
      // expected-error @+1 {{expected hex string blob for key 'short' to encode alignment in first 4 bytes}}
      short: "0x040000"
    }
  }
#-}

// -----
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'flag'}}
      flag: true
    }
  }
#-}

// -----
{-#
  dialect_resources: {
    builtin: {
      "quoted key": "0x0400000001"
    }
  },
  external_resources: {
    tool: {
      text: "any text", flag: false,
      // expected-error @+1 {{expected string value for key 'number'}}
      number: 5
    }
  }
#-}

// -----
{-#
  dialect_resources: {
    // expected-error @+1 {{dialect 'nodialect' is unknown}}
    nodialect: {
      k: "0x0400000001"
    }
  }
#-}

// -----
{-#
  dialect_resources: {
    arith: {
      // expected-error @+1 {{unexpected 'resource' section for dialect 'arith'}}
      k: "0x0400000001"
    }
  }
#-}

// -----
{-#
  // expected-error @+1 {{expected identifier key in file metadata dictionary}}
  "dialect_resources": {}
#-}

// -----
{-#
  // expected-error @+1 {{expected '{'}}
  dialect_resources: 5
#-}
