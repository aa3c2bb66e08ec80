// The one rule for text a client sends (body fields and query parameters): no NUL (PostgreSQL cannot
// store it), no other C0/C1 control character or DEL (never meaningful in a name, and they corrupt logs
// and terminals), and no lone UTF-16 surrogate (it would be stored silently as U+FFFD). Text that may
// span lines keeps tab, newline and carriage return.
import { z } from "zod";

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why the text is refused, or undefined when it is acceptable. */
function textRefusal(text: string, multiline = false): string | undefined {
  if ((multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(text)) {
    return multiline
      ? "must not contain NUL or control characters other than tab and newline"
      : "must not contain NUL or control characters";
  }
  if (LONE_SURROGATE.test(text)) return "must not contain lone UTF-16 surrogates";
  return undefined;
}

/** A string schema holding the rule; chain length and pattern checks after it. */
export function text(field: string, options: { multiline?: boolean } = {}) {
  return z.string({ error: `${field} must be a string` }).check((context) => {
    const refusal = textRefusal(context.value, options.multiline);
    if (refusal) context.issues.push({ code: "custom", message: `${field} ${refusal}`, input: context.value });
  });
}
