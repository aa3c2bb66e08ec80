// Descriptors by tag, as tsduck registers them: every syntax index.ts lists, keyed by descriptor_tag, or
// for an extension_descriptor (ETSI EN 300 468 6.2.16) by descriptor_tag and descriptor_tag_extension.
import type { Descriptor } from "./descriptor-loop";
import { EXTENSION_DESCRIPTOR_TAG, type DescriptorSyntax } from "./descriptor-syntax";
import * as listed from "./index";

const registryKey = (descriptor_tag: number, descriptor_tag_extension: number | undefined) =>
  descriptor_tag_extension === undefined ? descriptor_tag : (descriptor_tag << 8) | descriptor_tag_extension;

const BY_KEY = new Map<number, DescriptorSyntax>(
  Object.values(listed).map((syntax: DescriptorSyntax) => [
    registryKey(syntax.descriptor_tag, syntax.descriptor_tag_extension),
    syntax,
  ]),
);

/** The listed syntax of a descriptor of a loop; undefined for one the prober does not read. */
export function descriptorSyntax({ descriptor_tag, body }: Descriptor): DescriptorSyntax | undefined {
  if (descriptor_tag !== EXTENSION_DESCRIPTOR_TAG) return BY_KEY.get(descriptor_tag);
  return body.length === 0 ? undefined : BY_KEY.get(registryKey(descriptor_tag, body[0]));
}

/** The fields of every descriptor of `syntax` in a loop, in loop order; one too short for its fields is left out. */
export function readDescriptors<T>(loop: readonly Descriptor[], syntax: DescriptorSyntax<T>): T[] {
  return loop.flatMap((descriptor) => {
    const value = descriptorSyntax(descriptor) === syntax ? syntax.parse?.(descriptor.body) : undefined;
    return value === undefined ? [] : [value];
  });
}
