// MLIR's textual form for CodeMirror: a mode of rules (@codemirror/legacy-modes' simpleMode),
// enough to tell comments, op names, values, blocks, symbols, types, attributes and numbers apart.
import { StreamLanguage } from "@codemirror/language";
import { simpleMode } from "@codemirror/legacy-modes/mode/simple-mode";

const mode = simpleMode({
  start: [
    { regex: /\/\/.*/, token: "comment" },
    { regex: /"[A-Za-z_][\w$.]*"(?=\s*[(<{]|\s*$)/, token: "keyword" }, // a generic op's quoted name
    { regex: /"(?:[^"\\]|\\.)*"?/, token: "string" },
    { regex: /%[\w$.#-]+(?::\d+)?/, token: "variable" },
    { regex: /\^[\w$.-]+/, token: "labelName" },
    { regex: /@[\w$.-]+|@"(?:[^"\\]|\\.)*"/, token: "def" },
    { regex: /[#!][\w$.-]+/, token: "meta" },
    { regex: /(?:tensor|vector|memref|complex|tuple|none|index|bf16|f16|f32|f64|f80|f128|[su]?i\d+)\b/, token: "type" },
    { regex: /(?:dense|array|loc|unit|true|false|affine_map|dense_resource)\b/, token: "atom" },
    { regex: /[a-z_][\w$]*\.[\w$.]+|(?:return|module)\b/, token: "keyword" }, // a custom-form op: func.func
    { regex: /0x[0-9a-fA-F]+|-?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?/, token: "number" },
    { regex: /->|[=:]/, token: "operator" },
  ],
  languageData: { commentTokens: { line: "//" } },
});

export const mlir = StreamLanguage.define(mode);
